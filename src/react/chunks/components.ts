// Components in a chunk of their own, loaded when first shown, named as in src/state/chunks/list.ts.
// Loaded quietly: the view reports a failure (useLazyComponent) and offers a retry.
import { defineChunks } from '../../state/chunks';

export const componentChunks = defineChunks({
  virtualTokens: () => import('../account/VirtualTokens'),
  allWallets: () => import('../connect/AllWalletsView'),
  qrCode: () => import('../ui/QrCode'),
});
