// The auth frame (docs/auth-frame-protocol.md): checks that its real embedder is the origin the element
// claimed, then answers that origin's requests, posting only to it. Bundled and served as /frame.js.
import { embedderOrigin } from './embedder.mjs';
import { createMethods } from './methods.mjs';
import { errorMessage, parseRequest, readyMessage, refusedMessage, resultMessage } from './protocol.mjs';
import { siteStore } from './store.mjs';

const claimed = new URLSearchParams(location.search).get('origin');
const embedder = embedderOrigin();

if (embedder && claimed !== embedder) {
  window.parent.postMessage(refusedMessage(), embedder);
} else if (embedder) {
  const call = createMethods({ embedder, store: siteStore(embedder) });
  const post = (message) => window.parent.postMessage(message, embedder);
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.origin !== embedder) return;
    const request = parseRequest(event.data);
    if (!request) return;
    call(request.method, request.params).then(
      (result) => post(resultMessage(request.id, result)),
      (error) => post(errorMessage(request.id, error)),
    );
  });
  post(readyMessage());
}
