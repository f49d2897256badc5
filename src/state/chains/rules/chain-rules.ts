// What a namespace's chains are like, as plain rules: no chain code, no state. The per-namespace
// folders (eip155/, solana/) each give them (rules.ts); rules/registry.ts keys them by namespace.
import type { ChainNamespace, NativeCurrency, Network } from '../../shared';

/** Light: it loads with the script (configuration, the `isAddress` helper, what wallets answer). */
export interface ChainRules {
  readonly namespace: ChainNamespace;
  /** The native coin of a network whose definition names none. */
  readonly nativeCurrency: NativeCurrency;
  /** The explorer's path segment of an account page (`/address/` on EVM explorers, `/account/` on Solana ones). */
  readonly explorerAddressPath: string;
  /** Names are resolved, registered and shown as the account's profile (SPEC §5: EVM only). */
  readonly names: boolean;
  /** Embedded (auth) accounts come as a smart account or an EOA, and the visitor may switch. */
  readonly accountTypes: boolean;
  /** Sign-in with the wallet is offered once connected (EVM: EIP-4361; Solana: CAIP-122, state/siwx/message.ts). */
  readonly signIn: boolean;
  /** The helper's address shape (`isAddress`). */
  isAddress(address: string): boolean;
  /** A network's `id` from its CAIP-2 reference: the EVM chain id as a number, else the reference. */
  networkId(reference: string): number | string;
  /** A network no list knows, named after its reference; undefined when the reference cannot be one. */
  genericNetwork(reference: string): Network | undefined;
  /** Addresses carry a checksum, checked at a wallet boundary with the chain library (WalletConnect's peer accounts). */
  readonly checksummedAddresses: boolean;
  /** The shape a wallet must answer with (EVM: with its 0x; the helper also takes it bare). */
  isWalletAddress(address: string): boolean;
  /** Whether a wallet's CAIP-2 reference is one of this namespace's (EVM: a decimal chain id). */
  isWalletReference(reference: string): boolean;
  /** A wallet's bare chain id (a number, a hex or decimal string) as a reference; undefined when it is none. */
  chainIdReference(data: number | string): string | undefined;
}
