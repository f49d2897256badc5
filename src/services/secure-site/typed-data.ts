// Typed data for another chain is refused before it reaches the frame (4901), as MetaMask does: a
// signature meant for the active network must not be valid on another one.
import { toWalletError } from '../errors';
import { splitCaipNetworkId, type CaipNetworkId } from './chain-ids';
import { isRecord } from './values';

const MAX_TYPED_DATA_TEXT = 1_000_000;
const CHAIN_ID_TEXT = /^(?:0x[0-9a-f]{1,13}|[0-9]{1,16})$/i;

const invalidParams = (message: string) => toWalletError({ code: -32602, message });

/**
 * The typed data among `eth_signTypedData_v3`/`_v4`'s params ([address, typedData]), as an object; undefined
 * when none is there (the legacy `eth_signTypedData`'s list of typed values has no domain).
 */
function typedDataOf(params: unknown): Record<string, unknown> | undefined {
  const found = Array.isArray(params)
    ? params.find((param) => isRecord(param) || (typeof param === 'string' && param.startsWith('{')))
    : undefined;
  if (typeof found === 'string') {
    if (found.length > MAX_TYPED_DATA_TEXT) throw invalidParams('The typed data is too large');
    try {
      const parsed: unknown = JSON.parse(found);
      if (isRecord(parsed)) return parsed;
    } catch {
      // Reported below.
    }
  }
  if (isRecord(found)) return found;
  if (found !== undefined) throw invalidParams('The typed data is not a JSON object');
  return undefined;
}

/** The domain's chain id as a number; undefined when the domain names none. */
function domainChainId(typedData: Record<string, unknown>): number | undefined {
  const { domain } = typedData;
  if (domain === undefined) return undefined;
  if (!isRecord(domain)) throw invalidParams('The typed data has an invalid domain');
  const { chainId } = domain;
  if (chainId === undefined || chainId === null) return undefined;
  const id =
    typeof chainId === 'number'
      ? chainId
      : typeof chainId === 'bigint'
        ? Number(chainId)
        : typeof chainId === 'string' && CHAIN_ID_TEXT.test(chainId)
          ? Number(chainId)
          : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw invalidParams('The typed data has an invalid domain.chainId');
  return id;
}

/** The typed-data signing methods: their data must be for the active network. */
export const TYPED_DATA_METHODS: ReadonlySet<string> = new Set(['eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4']);

/**
 * Throws 4901 when the typed data's domain.chainId is not the active network's, -32602 when it cannot be
 * read. Typed data without a domain.chainId passes; so does a request carrying none, unless `required`.
 */
export function refuseForeignTypedData(params: unknown, active: CaipNetworkId, { required = true } = {}): void {
  const typedData = typedDataOf(params);
  if (!typedData) {
    if (required) throw invalidParams('The request needs the typed data');
    return;
  }
  const chainId = domainChainId(typedData);
  if (chainId === undefined) return;
  const parts = splitCaipNetworkId(active);
  if (parts?.namespace !== 'eip155' || Number(parts.reference) !== chainId)
    throw toWalletError({ code: 4901, message: `The typed data is for chain ${chainId}, not the active network ${active}` });
}
