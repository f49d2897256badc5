// An RPC result the frame relays is free-form JSON: checked to be plain JSON data, bounded in
// depth, size and text, before any method's own check reads it.
import { invalid, isRecord } from './values';

const MAX_DEPTH = 32;
const MAX_NODES = 100_000;
const MAX_TEXT = 4_000_000;

/** `value` when it is plain JSON data within the bounds; InvalidWalletAnswerError otherwise. */
export function boundedJson(value: unknown): unknown {
  let nodes = 0;
  let text = 0;
  const visit = (node: unknown, depth: number): void => {
    nodes += 1;
    if (nodes > MAX_NODES || depth > MAX_DEPTH) invalid('an RPC result too large');
    if (node === null || typeof node === 'boolean') return;
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) invalid('an RPC result with a number that is not finite');
      return;
    }
    if (typeof node === 'string') {
      text += node.length;
      if (text > MAX_TEXT) invalid('an RPC result too large');
      return;
    }
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    if (isRecord(node) && Object.getPrototypeOf(node) === Object.prototype) {
      for (const [key, item] of Object.entries(node)) {
        text += key.length;
        visit(item, depth + 1);
      }
      return;
    }
    invalid('an RPC result that is not JSON data');
  };
  visit(value, 0);
  return value;
}
