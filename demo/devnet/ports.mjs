import net from 'node:net';

/**
 * A free TCP port on 127.0.0.1, held (listened on) until `release()`: nothing else on the machine
 * can take it meanwhile, neither another server picking a free port nor an outgoing connection's
 * local port. Release it just before the part that listens on it starts.
 */
export function reservePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      let released;
      const release = () => (released ??= new Promise((done) => server.close(() => done())));
      resolve({ port: server.address().port, release });
    });
  });
}

/** A free TCP port on 127.0.0.1, chosen by the OS and released at once (for a process that binds it itself). */
export async function freePort() {
  const { port, release } = await reservePort();
  await release();
  return port;
}
