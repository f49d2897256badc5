// Chain ids as the secure-site protocol carries them: EVM as a number (1), `'eip155:1'` or `'1'`; Solana
// as `'solana:<genesis ref>'`, or the bare reference in RPC requests (AppKit sends its network's `id`,
// which for Solana is the reference). The frame keeps CAIP-2 strings and answers EVM chains as numbers.

const EVM = /^eip155:([0-9]{1,15})$/;
const SOLANA = /^solana:[1-9A-HJ-NP-Za-km-z]{1,44}$/;
const SOLANA_REFERENCE = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/;

/** The CAIP-2 id of `value`, or undefined when it is not a chain id of eip155 or solana. */
export function caipChainOf(value) {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return `eip155:${value}`;
  if (typeof value !== 'string') return undefined;
  if (/^[0-9]{1,15}$/.test(value)) return `eip155:${Number(value)}`;
  if (EVM.test(value)) return `eip155:${Number(EVM.exec(value)[1])}`;
  if (SOLANA_REFERENCE.test(value)) return `solana:${value}`;
  return SOLANA.test(value) ? value : undefined;
}

export const namespaceOf = (caipChain) => caipChain.split(':')[0];

/** The EVM chain id of an `eip155:` CAIP-2 id (undefined for another namespace). */
export const evmChainIdOf = (caipChain) => (caipChain.startsWith('eip155:') ? Number(caipChain.slice(7)) : undefined);

/** The chain as the protocol answers it: a number for EVM, the CAIP-2 id otherwise. */
export const wireChainOf = (caipChain) => evmChainIdOf(caipChain) ?? caipChain;

/** An http(s) URL as a string, or undefined. */
export function httpUrlOf(value) {
  if (typeof value !== 'string' || value.length > 2000) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
