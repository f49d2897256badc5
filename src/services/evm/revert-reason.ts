// Why a transaction reverted, from what the node answered when it was replayed: the revert data
// (Solidity's Error(string) or Panic(uint256), or a token's standard ERC-6093 error by its name), else
// the node's "execution reverted: …" words (a custom error by its selector, without its arguments).
// Chain data: plain text, bounded, rendered as text.

const ERROR_STRING = '0x08c379a0';
const PANIC = '0x4e487b71';
const MAX_REASON = 160;
/** ERC-6093's ERC-20 errors (OpenZeppelin 5's tokens revert with them), by selector: named as explorers name them. */
const TOKEN_ERRORS = new Map([
  ['0xe450d38c', 'ERC20InsufficientBalance'],
  ['0xfb8f41b2', 'ERC20InsufficientAllowance'],
  ['0x96c6fd1e', 'ERC20InvalidSender'],
  ['0xec442f05', 'ERC20InvalidReceiver'],
  ['0xe602df05', 'ERC20InvalidApprover'],
  ['0x94280d62', 'ERC20InvalidSpender'],
]);

/** The Error(string) message in revert `data`, or undefined when it is malformed. */
function decodeErrorString(data: string): string | undefined {
  const body = data.slice(10);
  const length = Number.parseInt(body.slice(64, 128), 16);
  const hex = body.slice(128, 128 + length * 2);
  if (!Number.isSafeInteger(length) || hex.length !== length * 2 || !/^[0-9a-f]*$/i.test(hex)) return undefined;
  const bytes = new Uint8Array(hex.match(/../g)?.map((byte) => Number.parseInt(byte, 16)) ?? []);
  return new TextDecoder().decode(bytes);
}

function clean(text: string | undefined): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters in chain data are dropped
  const plain = text?.replace(/[\u0000-\u001f\u007f]/g, ' ').trim();
  if (!plain) return undefined;
  return plain.length > MAX_REASON ? `${plain.slice(0, MAX_REASON - 1)}…` : plain;
}

/** The reason in an RPC error (or one it wraps), or undefined when it says none. */
export function revertReason(error: unknown): string | undefined {
  let words: string | undefined;
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 6; depth++) {
    const { data, details, message, cause } = current as { data?: unknown; details?: unknown; message?: unknown; cause?: unknown };
    const hex =
      typeof data === 'string' ? data : typeof (data as { data?: unknown })?.data === 'string' ? (data as { data: string }).data : '';
    if (hex.startsWith(ERROR_STRING)) return clean(decodeErrorString(hex));
    if (hex.startsWith(PANIC) && hex.length === 74) return `Panic 0x${BigInt(`0x${hex.slice(10)}`).toString(16)}`;
    const tokenError = TOKEN_ERRORS.get(hex.slice(0, 10).toLowerCase());
    if (tokenError) return tokenError;
    for (const text of [details, message]) {
      const said = typeof text === 'string' ? /execution reverted:[ \t]*([^\n]*)/i.exec(text)?.[1] : undefined;
      words ??= clean(said?.replace(/^(custom error 0x[\da-f]{8}):.*/i, '$1'));
    }
    current = cause;
  }
  return words;
}
