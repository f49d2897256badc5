// Types for the wallet's one-click answer, used by the TypeScript end-to-end tests.
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit';
import type { AuthTypes, EngineTypes, ProposalTypes, SessionTypes } from '@walletconnect/types';
import type { LocalAccount } from 'viem/accounts';

export function signInRequests(params: ProposalTypes.Struct): AuthTypes.AuthenticateParams[];
export function signInResponses(
  walletKit: IWalletKit,
  params: ProposalTypes.Struct,
  account: LocalAccount,
): Promise<EngineTypes.ProposalRequestsResponses | undefined>;
export function approveAuthenticate(
  walletKit: IWalletKit,
  request: Pick<WalletKitTypes.SessionAuthenticate, 'id' | 'params'>,
  account: LocalAccount,
): Promise<SessionTypes.Struct | undefined>;
export function rejectAuthenticate(walletKit: IWalletKit, id: number): Promise<void>;
