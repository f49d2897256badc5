// The state features the facade (../index.ts) and the flows load: none of them imports this file.
import { defineChunks } from './load';

export const featureChunks = defineChunks({
  balances: () => import('../balances'),
  wallets: () => import('../wallets'),
  hosted: () => import('../hosted'),
  analytics: () => import('../analytics'),
  networkSwitch: () => import('../network-switch'),
  walletConnect: () => import('../walletconnect'),
  auth: () => import('../auth'),
});
