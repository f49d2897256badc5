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

test('wallet-modal/wagmi imports in plain Node and makes its connector there without touching window, document, localStorage or indexedDB', async () => {
  const script = `
    // wagmi's createConfig looks at window itself: only what the package's own files touch counts.
    const touched = new Set();
    for (const name of ['window', 'document', 'localStorage', 'indexedDB']) {
      if (name in globalThis) throw new Error(name + ' exists');
      const ours = () => new Error().stack.includes(process.cwd() + '/dist/');
      Object.defineProperty(globalThis, name, { configurable: true, get: () => void (ours() && touched.add(name)) });
    }
    const { createConfig, http } = await import('@wagmi/core');
    const { mainnet } = await import('viem/chains');
    const { walletModal } = await import('./dist/wagmi.js');
    const config = createConfig({ chains: [mainnet], connectors: [walletModal()], transports: { [mainnet.id]: http() }, ssr: true });
    console.log(JSON.stringify({ connector: config.connectors[0].id, status: config.state.status, touched: [...touched] }));`;
  const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', script]);
  assert.deepEqual(JSON.parse(stdout), { connector: 'walletModal', status: 'disconnected', touched: [] });
  assert.equal(stderr, '', 'no warning');
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

test('wallet-modal/vue and wallet-modal/svelte import in Node without touching window, document, localStorage or indexedDB, and read the server snapshot there', async () => {
  // Vue's own runtime reads \`typeof document\` as it loads: the host's Vue and Svelte load first, as on the host's server.
  const script = `
    const { createSSRApp, h } = await import('vue');
    const { renderToString } = await import('vue/server-renderer');
    const { get } = await import('svelte/store');
    const touched = new Set();
    const names = ['window', 'document', 'localStorage', 'indexedDB'];
    for (const name of names) {
      if (name in globalThis) throw new Error(name + ' exists');
      Object.defineProperty(globalThis, name, { configurable: true, get: () => void touched.add(name) });
    }
    const main = await import('./dist/wallet-modal.js');
    const vue = await import('./dist/vue.js');
    const svelte = await import('./dist/svelte.js');
    // Then rendered as a server does (no DOM globals at all): the composables and the stores read the server snapshot.
    for (const name of names) delete globalThis[name];
    const app = createSSRApp({
      setup() {
        const { status, address } = vue.useWalletAccount();
        const { chainId } = vue.useWalletNetwork('eip155');
        const { isOpen } = vue.useWalletModal();
        return () => h('p', [status.value, address.value ?? '-', chainId.value ?? '-', isOpen.value].join(' '));
      },
    });
    console.log(JSON.stringify({
      vue: await renderToString(app),
      svelte: [get(svelte.walletAccount()).status, get(svelte.walletNetwork('eip155')).chainId ?? '-', get(svelte.walletModal).isOpen].join(' '),
      sameStore: vue.store === main.store && svelte.store === main.store,
      touched: [...touched],
    }));`;
  const { stdout, stderr } = await run(process.execPath, ['--input-type=module', '-e', script]);
  assert.deepEqual(JSON.parse(stdout), {
    vue: '<p>disconnected - - false</p>',
    svelte: 'disconnected - false',
    sameStore: true,
    touched: [],
  });
  assert.equal(stderr, '', 'no warning');
});

test("the bundler build (package.json `exports`, what a server-rendering host's bundler resolves) imports in plain Node, one store for the element and the hooks, touching no window, document, localStorage or indexedDB", async () => {
  // Only what the package's own files touch counts (Vue's runtime, a dependency, reads \`typeof document\` as it loads).
  const script = `
    for (const name of ['HTMLElement', 'customElements']) if (name in globalThis) throw new Error(name + ' exists');
    const touched = new Set();
    for (const name of ['window', 'document', 'localStorage', 'indexedDB']) {
      if (name in globalThis) throw new Error(name + ' exists');
      const ours = () => new Error().stack.includes(process.cwd() + '/dist/');
      Object.defineProperty(globalThis, name, { configurable: true, get: () => void (ours() && touched.add(name)) });
    }
    const element = await import('wallet-modal');
    const utils = await import('wallet-modal/utils');
    const hooks = await import('wallet-modal/react');
    const wagmi = await import('wallet-modal/wagmi');
    const vue = await import('wallet-modal/vue');
    const svelte = await import('wallet-modal/svelte');
    console.log(JSON.stringify({
      resolved: import.meta.resolve('wallet-modal').endsWith('/dist/bundler/wallet-modal.js'),
      tag: element.TAG_NAME,
      defined: element.defineWalletModal() ?? null,
      isAddress: utils.isAddress('0x' + 'ab'.repeat(20)),
      sameStore: [hooks, vue, svelte].every((binding) => binding.store === element.store),
      connector: typeof wagmi.walletModal,
      touched: [...touched],
    }));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script]);
  assert.deepEqual(JSON.parse(stdout), {
    resolved: true,
    tag: 'wallet-modal',
    defined: null,
    isAddress: true,
    sameStore: true,
    connector: 'function',
    touched: [],
  });
});
