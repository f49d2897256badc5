// Types for the Node WalletConnect peers, used by the TypeScript end-to-end tests.
import type { IWalletKit } from '@reown/walletkit';
import type { ICore } from '@walletconnect/types';

export const TEST_PROJECT_ID: string;
export interface PeerMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}
export function startNodeWallet(options: {
  relayUrl: string;
  name?: string;
  peerMetadata?: PeerMetadata;
}): Promise<{ walletKit: IWalletKit; core: ICore }>;
export function startNodeDapp(options: { relayUrl: string }): Promise<{ provider: unknown; core: ICore }>;
export function closeCores(...cores: ICore[]): Promise<void>;
export function exitIfClientsHang(graceMs?: number): void;
