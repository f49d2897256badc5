// Starts anvil (the binary shipped in @foundry-rs/anvil) as a child process on
// 127.0.0.1 and makes sure no anvil outlives this Node process.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

export { DEV_MNEMONIC } from '../../wallet/accounts.mjs';
import { DEV_MNEMONIC } from '../../wallet/accounts.mjs';

const running = new Set();
const killAll = () => {
  for (const child of running) child.kill('SIGKILL');
};
// Safety net: a crashed or interrupted test must not leave anvil processes behind.
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    killAll();
    // Keep the default "exit on signal" unless someone else handles this signal.
    if (process.listenerCount(signal) === 1) process.exit(128 + { SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[signal]);
  });
}

function anvilBinary() {
  const packageDir = path.dirname(require.resolve(`@foundry-rs/anvil-${process.platform}-${archName()}/package.json`));
  return path.join(packageDir, 'bin', 'anvil');
}

function archName() {
  return { x64: 'amd64', arm64: 'arm64' }[process.arch] ?? process.arch;
}

function waitForListening(child, chainId) {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk) => {
      output += chunk;
      if (output.includes('Listening on')) {
        child.stdout.off('data', onData);
        resolve();
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`anvil ${chainId} exited with ${code}: ${output.slice(-500)}`)));
  });
}

/**
 * Starts one anvil chain with automine and the standard dev mnemonic; `extraArgs` go to anvil as they are
 * (e.g. `['--hardfork', 'berlin']` for a chain without EIP-1559 fees).
 * @returns {Promise<{rpcUrl: string, wsUrl: string, chainId: number, stop: () => Promise<void>}>}
 */
export async function startAnvil({ port, chainId, extraArgs = [] }) {
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--mnemonic', DEV_MNEMONIC, ...extraArgs];
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'], detached: false });
  running.add(child);
  child.once('exit', () => running.delete(child));
  try {
    await waitForListening(child, chainId);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  // Keep draining output so a full pipe never blocks anvil.
  child.stdout.resume();
  child.stderr.resume();
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { rpcUrl: `http://127.0.0.1:${port}`, wsUrl: `ws://127.0.0.1:${port}`, chainId, stop };
}
