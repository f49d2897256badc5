// Where the secure site lives: the frame's address (`{auth-url}/sdk?…&version=4`), its origin (the
// only one listened to and posted to).
import { SECURE_SITE_PROTOCOL_VERSION } from './protocol';
import type { CaipNetworkId } from './chain-ids';

export interface FrameUrlOptions {
  /** `auth-url`: the secure site's base URL. */
  authUrl: string;
  projectId: string;
  /** The network the frame starts on. */
  caipNetworkId: CaipNetworkId;
  /** That network's HTTP RPC. */
  rpcUrl: string;
  /** Ask the frame to log to its console (the hosted clients default to true). */
  enableLogger?: boolean;
}

const base = (authUrl: string) => new URL(authUrl).href.replace(/\/+$/, '');

/** The secure origin: messages are heard only from it and posted only to it. */
export const secureOriginOf = (authUrl: string): string => new URL(authUrl).origin;

/** The frame: `{auth-url}/sdk?projectId&chainId&version=4&enableLogger&rpcUrl`. */
export function frameUrl({ authUrl, projectId, caipNetworkId, rpcUrl, enableLogger = false }: FrameUrlOptions): string {
  const query = new URLSearchParams({
    projectId,
    chainId: caipNetworkId,
    version: SECURE_SITE_PROTOCOL_VERSION,
    enableLogger: String(enableLogger),
    rpcUrl,
  });
  return `${base(authUrl)}/sdk?${query.toString()}`;
}
