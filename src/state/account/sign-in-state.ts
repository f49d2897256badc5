// Sign-in with the wallet (`signin-url` or the host's `siwx` adapter) as the views, the store and the events see
// it. Plain data and one rule: the flow (the site's endpoints, the message, the signature) is the lazy
// state/siwx chunk. It sits here, with the accounts, so the router and the store read it without loading the flow.
import { ref } from 'valtio';
import { optionsState } from '../settings';
import { defineProxySlice, type CaipNetworkId } from '../shared';

/** `signing`: the nonce, the wallet's signature or the site's check is under way. */
export type SignInStatus = 'signed-out' | 'signing' | 'signed-in';

/** A session the site vouches for: the address, the network signed on, and when it ends (ISO 8601). */
export interface SignInSession {
  address: string;
  caipNetworkId: CaipNetworkId;
  expiresAt?: string;
}

/** What the host's `siwx` property or `config.siwx` gives: an adapter in RainbowKit's shape, or AppKit's SIWX config. */
export type SiwxAdapterInput = SiwxAdapter | AppKitSiwxConfig;

/** RainbowKit's adapter (`createAuthenticationAdapter`), with `getSession` for a reload. */
export interface SiwxAdapter {
  getNonce(): Promise<string> | string;
  createMessage?(args: {
    nonce: string;
    address: string;
    chainId: number | string;
    caipNetworkId: string;
    domain: string;
    uri: string;
  }): unknown;
  verify(args: { message: string; signature: string }): Promise<unknown> | unknown;
  getSession?(): Promise<unknown> | unknown;
  signOut?(): Promise<void> | void;
}

/** AppKit's SIWX config (`@reown/appkit` `SIWXConfig`), the parts used here. */
export interface AppKitSiwxConfig {
  createMessage(input: { accountAddress: string; chainId: string }): Promise<{ toString(): string; data?: unknown }>;
  addSession(session: { data: unknown; message: string; signature: string }): Promise<void>;
  getSessions(chainId: string, address: string): Promise<readonly { data?: unknown }[]>;
  revokeSession(chainId: string, address: string): Promise<void>;
  /** Whether the sign-in is required (cancelling disconnects); the `signin` setting when absent. */
  getRequired?(): boolean;
  /** Whether a disconnect signs out at the site; the `signout-on-disconnect` setting when absent. */
  signOutOnDisconnect?: boolean;
}

export interface SignInState extends Partial<SignInSession> {
  status: SignInStatus;
  /** The site's session is being asked for (a connect or a restore). */
  checking?: boolean;
  /** The active account must sign in: the modal shows SiwxSignIn when it opens (kept by the flow, state/siwx). */
  pending?: boolean;
  /** The address whose prompt the visitor dismissed (optional sign-in): not asked again until `signIn()`. */
  dismissed?: string;
  /** Why the last attempt failed (an error message key): the view shows it with Retry. */
  errorKey?: string;
  /** The host's adapter (`siwx` property or `config.siwx`), kept as given. */
  adapter?: SiwxAdapterInput;
}

export const signInState = defineProxySlice<SignInState>({
  name: 'account/sign-in',
  initial: () => ({ status: 'signed-out' }),
});

/** The host's adapter, or none (`undefined`/`null`): replaces the previous one. */
export function setSiwxAdapter(adapter: SiwxAdapterInput | null | undefined) {
  signInState.adapter = adapter ? ref(adapter) : undefined;
}

/** Sign-in is configured: a `signin-url` or an adapter. */
export const signInConfigured = () => Boolean(optionsState.options.signinUrl || signInState.adapter);
