// A Svelte host's script: wallet-modal/svelte's readable stores, typed from the main entry's types.
import { derived, get, type Readable } from 'svelte/store';
import type { AccountSnapshot, WalletModalSnapshot } from 'wallet-modal';
import { store, walletAccount, walletModal, walletNetwork, walletSnapshot, type WalletModalState } from 'wallet-modal/svelte';

const account: Readable<AccountSnapshot> = walletAccount();
const solana: Readable<AccountSnapshot> = walletAccount('solana');
export const label: Readable<string> = derived([account, walletNetwork('eip155'), walletModal], ([$account, $network, $modal]) =>
  [$account.status, $account.address ?? '-', $network.chainId ?? 0, $modal.isOpen ? $modal.view : 'closed'].join(' '),
);
const modal: WalletModalState = get(walletModal);
const snapshot: WalletModalSnapshot = get(walletSnapshot);

export function openNetworks(): void {
  if (!modal.isOpen && snapshot.status === 'connected' && get(solana).status === 'disconnected') walletModal.open({ view: 'Networks' });
  void walletNetwork().switchNetwork('eip155:8453');
  walletModal.close();
  void store.disconnect('eip155');
}
