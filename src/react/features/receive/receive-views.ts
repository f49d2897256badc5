// Receive's chunk: its views by route (the registry loads it on first use).
import { WalletReceiveView } from './WalletReceiveView';

export const views = { WalletReceive: WalletReceiveView };
