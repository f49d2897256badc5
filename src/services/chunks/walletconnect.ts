// The WalletConnect provider (its Core, relay client and crypto), loaded when the visitor picks
// WalletConnect or a stored session is restored (`walletConnectProvider` in src/state/chunks/list.ts).
// Its own file, so that it goes with the WalletConnect connector's chunk and no other.
import { memoizeLoad } from './memoize';

export const loadWalletConnectProvider = memoizeLoad(() => import('@walletconnect/universal-provider'));
