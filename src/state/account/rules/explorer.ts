// Where a network's block explorer shows an address or a transaction.
import { isSafeWebUrl } from '../../../services/http/safe-url';
import { chainRules } from '../../chains/rules/registry';
import type { ChainNamespace } from '../../shared';

/** The explorer page of `address` (`/address/` on EVM explorers, `/account/` on Solana ones); undefined without a safe explorer. */
export function explorerAddressUrl(explorerUrl: string | undefined, namespace: ChainNamespace, address: string): string | undefined {
  if (!explorerUrl || !isSafeWebUrl(explorerUrl) || !address) return undefined;
  const path = chainRules(namespace).explorerAddressPath;
  return `${explorerUrl.replace(/\/+$/, '')}/${path}/${encodeURIComponent(address)}`;
}

/** The explorer page of a transaction (`/tx/` on EVM and Solana explorers alike); undefined without a safe explorer. */
export function explorerTransactionUrl(explorerUrl: string | undefined, hash: string): string | undefined {
  if (!explorerUrl || !isSafeWebUrl(explorerUrl) || !hash) return undefined;
  return `${explorerUrl.replace(/\/+$/, '')}/tx/${encodeURIComponent(hash)}`;
}
