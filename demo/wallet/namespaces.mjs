// What the wallet approves of a session proposal: the EVM dev account on both
// anvils, and its Solana account on its chain when it has one and the dapp asked.
import { buildApprovedNamespaces } from '@walletconnect/utils';
import { EVM_METHODS, SOLANA_METHODS } from './requests.mjs';

export const EVM_CHAINS = ['eip155:31337', 'eip155:31338'];
const EVM_EVENTS = ['chainChanged', 'accountsChanged'];

/**
 * The session namespaces for `proposal` (its params): `evmAddress` on EVM_CHAINS, and `solana`
 * (`{address, chain}` from solana.mjs) when given; only what the proposal asked for is approved.
 */
export function approvedNamespaces(proposal, { evmAddress, solana }) {
  const supportedNamespaces = {
    eip155: { chains: EVM_CHAINS, methods: EVM_METHODS, events: EVM_EVENTS, accounts: EVM_CHAINS.map((chain) => `${chain}:${evmAddress}`) },
  };
  if (solana) {
    supportedNamespaces.solana = {
      chains: [solana.chain],
      methods: SOLANA_METHODS,
      events: [],
      accounts: [`${solana.chain}:${solana.address}`],
    };
  }
  return buildApprovedNamespaces({ proposal, supportedNamespaces });
}
