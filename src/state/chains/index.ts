// Chains: one adapter per namespace (eip155/, solana/), keyed by namespace. Feature code asks the
// adapter of the namespace it works in and never compares namespace names. Adding a namespace is
// a folder with its rules.ts, receiver.ts and adapter.ts, and a line in each registry.
import type { ChainNamespace } from '../shared';
import type { ChainAdapter } from './adapter';
import { eip155Adapter } from './eip155/adapter';
import { solanaAdapter } from './solana/adapter';

export type { ChainAdapter, ChainTransactionOutcome, ChainTransactionStatus, ChainTransfer } from './adapter';
export { isSupportedNamespace, chainRules, chainRulesOf, type ChainRules } from './rules/registry';

const CHAIN_ADAPTERS: Readonly<Record<ChainNamespace, ChainAdapter>> = { eip155: eip155Adapter, solana: solanaAdapter };

/** The adapter of `namespace`. */
export function chainAdapter(namespace: ChainNamespace): ChainAdapter {
  return CHAIN_ADAPTERS[namespace];
}
