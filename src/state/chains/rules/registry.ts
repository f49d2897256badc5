// Each namespace's plain rules, keyed by namespace: what configuration, connectors, features and
// views ask instead of comparing namespace names. Light (no chain code): it loads with the script;
// the adapters in ../index.ts add the chain work.
import type { ChainNamespace } from '../../shared';
import { eip155Rules } from '../eip155/rules';
import { solanaRules } from '../solana/rules';
import type { ChainRules } from './chain-rules';

export type { ChainRules };

const CHAIN_RULES: Readonly<Record<ChainNamespace, ChainRules>> = { eip155: eip155Rules, solana: solanaRules };

/** Whether `namespace` is one this build has rules (and an adapter) for. */
export function isSupportedNamespace(namespace: string): namespace is ChainNamespace {
  return Object.hasOwn(CHAIN_RULES, namespace);
}

/** The rules of `namespace`. */
export const chainRules = (namespace: ChainNamespace): ChainRules => CHAIN_RULES[namespace];

/** The rules of `namespace` when it is a supported one, else undefined (a namespace read from outside). */
export function chainRulesOf(namespace: string): ChainRules | undefined {
  return isSupportedNamespace(namespace) ? CHAIN_RULES[namespace] : undefined;
}
