// What a browser or Solana wallet does once asked, loaded by its connector (../connection).
import { defineChunks } from './load';

export const connectionChunks = defineChunks({
  injectedWallet: () => import('../connection/injected/wallet'),
  evmSwitch: () => import('../connection/injected/evm-switch'),
  standardWallet: () => import('../connection/wallet-standard/wallet'),
});
