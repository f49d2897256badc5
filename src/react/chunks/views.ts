// The modal's views loaded when first opened (each feature's, the sign-in views), named as in
// src/state/chunks/list.ts. Loaded quietly: the view reports a failure (useLazyComponent) and offers a retry.
import { defineChunks } from '../../state/chunks';

export const viewChunks = defineChunks({
  signInViews: () => import('../connect/auth/sign-in-views'),
  siwxViews: () => import('../siwx/siwx-views'),
  receiveViews: () => import('../features/receive/receive-views'),
  sendViews: () => import('../features/send/send-views'),
  swapViews: () => import('../features/swap/swap-views'),
  onrampViews: () => import('../features/onramp/onramp-views'),
  activityViews: () => import('../features/activity/activity-views'),
  namesViews: () => import('../features/names/names-views'),
});
