// The secure-site frame page's script (served as /sdk.js): reads the page's config, checks that its
// real parent is the origin the server saw in the Referer, and wires the handler (handler.mjs) to the
// parent window, the origin's storage, the service and the approval view; then posts READY.
import { decodeAbiParameters } from 'viem';
import { callService } from './service.mjs';
import { createApprovalView } from './approval-view.mjs';
import { describeRequest } from './describe.mjs';
import { createSdkHandler } from './handler.mjs';
import { readyMessage } from './messages.mjs';
import { createRpc } from './rpc.mjs';

const config = JSON.parse(document.getElementById('sdk-config').textContent);
const ancestor = location.ancestorOrigins?.length ? location.ancestorOrigins[0] : config.embedder;

/** localStorage as JSON values (a value that does not parse reads as absent). */
const storage = {
  get(key) {
    try {
      return JSON.parse(localStorage.getItem(key) ?? 'null') ?? undefined;
    } catch {
      return undefined;
    }
  },
  set: (key, value) => localStorage.setItem(key, JSON.stringify(value)),
  remove: (key) => localStorage.removeItem(key),
};

/** ERC-20 symbol() and decimals() selectors: the approval view names a token's amounts in its units. */
const SYMBOL = '0x95d89b41';
const DECIMALS = '0x313ce567';

if (window.parent !== window && ancestor === config.embedder) {
  const rpc = createRpc();
  const view = createApprovalView({ root: document.getElementById('approval') });
  const post = (message) => window.parent.postMessage(message, config.embedder);
  const handler = createSdkHandler({
    config,
    parent: window.parent,
    post,
    storage,
    service: callService,
    rpc,
    approvals: view,
    describe: (request) =>
      describeRequest(request, {
        tokenInfo: async (token) => {
          const [symbol, decimals] = await Promise.all(
            [SYMBOL, DECIMALS].map((data) =>
              rpc.read({ rpcUrl: request.rpcUrl, method: 'eth_call', params: [{ to: token, data }, 'latest'] }),
            ),
          );
          return {
            symbol: decodeAbiParameters([{ type: 'string' }], symbol)[0],
            decimals: Number(decodeAbiParameters([{ type: 'uint8' }], decimals)[0]),
          };
        },
      }),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    reload: () => location.reload(),
    onTheme: ({ themeMode }) => (document.documentElement.dataset.theme = themeMode),
    randomId: () => crypto.randomUUID().replaceAll('-', ''),
  });
  window.addEventListener('message', (event) => handler.receive(event));
  window.addEventListener('pagehide', () => handler.dispose());
  post(readyMessage());
}
