// One click (the session and the sign-in in one wallet prompt: a proposal with a sign-in request): the contract
// between the connector and the sign-in flow, which proposes that way (state/siwx/one-click.ts) in its own chunk.
import type { WalletConnectProvider, WalletConnectSession } from '../../../services/connectors/walletconnect';
import type { CaipNetworkId } from '../../shared';
import type { ProposalNamespace } from './session';

/** The sign-in the wallet signed: the EIP-4361 message (rebuilt from its CACAO) and the signature. */
export interface OneClickSigned {
  address: string;
  caipNetworkId: CaipNetworkId;
  message: string;
  signature: string;
}

/** The wallet's answer to a proposal: the session, and with one click what it signed for an account. */
export interface ProposalAnswer {
  session?: WalletConnectSession;
  signedFor?(account: { address: string; caipNetworkId: string }): OneClickSigned | undefined;
}

/** How a session is proposed: WalletConnect's `connect`, with one click's sign-in request or without. */
export type ProposeSession = (
  provider: WalletConnectProvider,
  optionalNamespaces: Partial<Record<'eip155' | 'solana', ProposalNamespace>>,
) => Promise<ProposalAnswer>;
