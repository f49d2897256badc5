// npm run bench, a followed transaction's toast (issue 29): on the demo page, a transaction the host
// sent itself (anvil's automine off, so it waits) and followed with `addTransaction`; once the tracker
// has looked at it (its nonce stored), the block is mined from the page, and the time from the mine's
// answer to the toast saying confirmed is taken. Mined just after a look, this is the worst case: the
// poll interval (2 s) plus the receipt's read and the render; the second figure is the part after the
// receipt's answer reached the page (the tracker, the toast's update, the frame it shows in).
import { openPage } from './measure.mjs';

// In the page: when an answer to eth_getTransactionReceipt that holds a receipt has been read.
const RECEIPT_SEEN = `
  (() => {
    const send = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await send(input, init);
      if (typeof init?.body === 'string' && init.body.includes('"eth_getTransactionReceipt"')) {
        const answer = await response.clone().json().catch(() => undefined);
        if (answer?.result) window.__receiptSeen ??= performance.now();
      }
      return response;
    };
  })();
`;

/** A JSON-RPC call to one of the devnet's anvils; its result. */
async function rpc(url, method, params = []) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const { result, error } = await response.json();
  if (error) throw new Error(`${method}: ${error.message}`);
  return result;
}

/** One cold load of the demo page: a pending host transaction's block mined → its toast confirmed. */
export async function toastRun(browser, demoUrl, devnet) {
  const chainUrl = devnet.urls.evm[31337];
  const { context, page } = await openPage(browser, demoUrl, RECEIPT_SEEN);
  await rpc(chainUrl, 'evm_setAutomine', [false]);
  try {
    // Anvil's dev accounts are unlocked: it signs the host's 1 wei, which waits for a block.
    const from = devnet.evm.holders[8];
    const hash = await rpc(chainUrl, 'eth_sendTransaction', [{ from, to: devnet.evm.holders[7], value: '0x1' }]);
    await page.evaluate((input) => document.querySelector('wallet-modal').addTransaction(input), { hash, caipNetworkId: 'eip155:31337' });
    await page.locator('wallet-modal [part="toast"][data-status="pending"]').waitFor();
    return await page.evaluate(async (url) => {
      const { until } = window.__bench;
      await until(() => localStorage.getItem('wallet-modal:transactions:pending')?.includes('"nonce"'));
      const mine = { jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] };
      await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(mine) })).json();
      const mined = performance.now();
      const toast = () => document.querySelector('wallet-modal')?.shadowRoot?.querySelector('[part="toast"]');
      const end = await until(() => toast()?.dataset.status === 'confirmed');
      return { toastConfirmMs: end - mined, toastAfterReceiptMs: end - window.__receiptSeen };
    }, chainUrl);
  } finally {
    await rpc(chainUrl, 'evm_setAutomine', [true]);
    await context.close();
  }
}
