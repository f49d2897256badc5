// Types for what the wallet page approves of a proposal, used by the TypeScript end-to-end tests.
import type { ProposalTypes, SessionTypes } from '@walletconnect/types';

export const EVM_CHAINS: string[];
export function approvedNamespaces(
  proposal: ProposalTypes.Struct,
  accounts: { evmAddress: string; solana?: { address: string; chain: string } },
): SessionTypes.Namespaces;
