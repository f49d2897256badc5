// The hosted secure site's client, version 4 (docs/secure-site-protocol.md, "The product's client").
export {
  openSecureSite,
  type SecureSiteClient,
  type SecureSiteOptions,
  type DappMetadata,
  type UserRequest,
  type Waitable,
} from './client';
export { openSocialPopup, waitForSocialResult, signInWithSocial } from './social-popup';
export { solanaSigning, type SolanaSigning } from './solana';
export type { ApprovalHooks, ApprovalRequest, RpcRequest } from './rpc';
export type { SecureSiteUser, SecureSiteAccount } from './user';
export type { EmailAction } from './payloads';
export type { FrameMessage } from './frame-message';
export type { FrameDisplay } from './frame-element';
export { createFrameDialog, type FrameDialog } from './frame-dialog';
export type { CaipNetworkId } from './chain-ids';
export {
  SECURE_SITE_PROTOCOL_VERSION,
  UNSAFE_RPC_METHODS,
  SAFE_RPC_METHODS,
  type AccountType,
  type SecureSiteSocialProvider,
} from './protocol';
