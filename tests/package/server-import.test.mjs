// Server rendering: importing the built package in plain Node (no window,
// document, HTMLElement or customElements) must not throw, and defines nothing;
// wallet-modal/react's hooks and <WalletModal> render there with react-dom/server.
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

test('wallet-modal/react renders on a server (react-dom/server) without touching window, document, localStorage or indexedDB', async () => {
  const script = `
    const touched = new Set();
    for (const name of ['window', 'document', 'localStorage', 'indexedDB']) {
      if (name in globalThis) throw new Error(name + ' exists');
      Object.defineProperty(globalThis, name, { configurable: true, get: () => void touched.add(name) });
    }
    const { createElement } = await import('react');
    const { renderToString } = await import('react-dom/server');
    const main = await import('./dist/wallet-modal.js');
    const hooks = await import('./dist/react.js');
    function App() {
      const account = hooks.useWalletAccount();
      const { isOpen } = hooks.useWalletModal();
      const { chainId } = hooks.useWalletNetwork('eip155');
      const provider = hooks.useWalletProvider('eip155');
      hooks.useWalletEvent('connect', () => undefined);
      const modal = createElement(hooks.WalletModal, { projectId: 'p', networks: ['eip155:1', 'eip155:8453'], email: false, noButton: true, onConnect: () => undefined });
      return createElement('main', null, modal, [account.status, isOpen, chainId ?? '-', provider ?? 'none'].join(' '));
    }
    const html = renderToString(createElement(App));
    console.log(JSON.stringify({ html, sameStore: hooks.store === main.store, touched: [...touched] }));`;
  const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', script]);
  assert.deepEqual(JSON.parse(stdout), {
    html: '<main><wallet-modal project-id="p" networks="eip155:1,eip155:8453" email="false" no-button=""></wallet-modal>disconnected false - none</main>',
    sameStore: true,
    touched: [],
  });
  assert.equal(stderr, '', 'no warning');
});

test("the bundler build (package.json `exports`, what a server-rendering host's bundler resolves) imports in plain Node, one store for the element and the hooks", async () => {
  const script = `
    for (const name of ['window', 'document', 'HTMLElement', 'customElements']) if (name in globalThis) throw new Error(name + ' exists');
    const element = await import('wallet-modal');
    const utils = await import('wallet-modal/utils');
    const hooks = await import('wallet-modal/react');
    const wagmi = await import('wallet-modal/wagmi');
    console.log(JSON.stringify({
      resolved: import.meta.resolve('wallet-modal').endsWith('/dist/bundler/wallet-modal.js'),
      tag: element.TAG_NAME,
      defined: element.defineWalletModal() ?? null,
      isAddress: utils.isAddress('0x' + 'ab'.repeat(20)),
      sameStore: hooks.store === element.store,
      connector: typeof wagmi.walletModal,
    }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  assert.deepEqual(JSON.parse(stdout), {
    resolved: true,
    tag: 'wallet-modal',
    defined: null,
    isAddress: true,
    sameStore: true,
    connector: 'function',
  });
});
