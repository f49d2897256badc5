// Server rendering: importing the built package in plain Node (no window,
// document, HTMLElement or customElements) must not throw, and defines nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

test('dist/wallet-modal.js and dist/utils.js import in plain Node', async () => {
  const script = `
    for (const name of ['window', 'document', 'HTMLElement', 'customElements']) if (name in globalThis) throw new Error(name + ' exists');
    const element = await import('./dist/wallet-modal.js');
    const utils = await import('./dist/utils.js');
    console.log(JSON.stringify({ tag: element.TAG_NAME, defined: element.defineWalletModal() ?? null, isAddress: utils.isAddress('0x' + 'ab'.repeat(20)) }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  assert.deepEqual(JSON.parse(stdout), { tag: 'wallet-modal', defined: null, isAddress: true });
});
