// Where a network's block explorer shows an address.
import { isSafeWebUrl } from '../../../services/http/safe-url';
import type { ChainNamespace } from '../../shared';

/** The explorer page of `address` (`/address/` on EVM explorers, `/account/` on Solana ones); undefined without a safe explorer. */
export function explorerAddressUrl(explorerUrl: string | undefined, namespace: ChainNamespace, address: string): string | undefined {
  if (!explorerUrl || !isSafeWebUrl(explorerUrl) || !address) return undefined;
  const path = namespace === 'solana' ? 'account' : 'address';
  return `${explorerUrl.replace(/\/+$/, '')}/${path}/${encodeURIComponent(address)}`;
}
