// `npm start`: build the element, start the devnet, print the demo URL.
import { build } from '../esbuild.config.mjs';
import { startDevnet } from '../demo/devnet/index.mjs';

const started = Date.now();
await build();
const devnet = await startDevnet({ log: (line) => console.log(line) });
console.log(`\nDevnet up in ${Date.now() - started} ms. Open the demo: ${devnet.urls.demo}\n(Ctrl+C to stop)`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await devnet.stop();
    process.exit(0);
  });
}
