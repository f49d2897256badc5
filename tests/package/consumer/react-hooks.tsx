// wallet-modal/react: the hooks and <WalletModal>, typed from the main entry's types.
import type { store as mainStore, WalletModalSnapshot } from 'wallet-modal';
import {
  store,
  useWalletAccount,
  useWalletEvent,
  useWalletModal,
  useWalletNetwork,
  useWalletProvider,
  WalletModal,
} from 'wallet-modal/react';

export function Host() {
  const { open, close, isOpen, view } = useWalletModal();
  const { status, address, balance, embedded } = useWalletAccount();
  const solana = useWalletAccount('solana');
  const { chainId, switchNetwork } = useWalletNetwork('eip155');
  const provider = useWalletProvider('eip155');
  useWalletEvent('connect', (event) => console.log(event.detail.caipAddress));
  const snapshot: WalletModalSnapshot = store.getSnapshot();
  const same: typeof mainStore = store;
  void provider?.request({ method: 'eth_chainId' });
  return (
    <>
      <WalletModal
        projectId="id"
        theme="light"
        networks={['eip155:1', 'eip155:8453']}
        noButton
        config={{ features: ['receive'] }}
        onConnect={(event) => console.log(event.detail.address)}
        onError={(event) => console.log(event.detail.code)}
        className="wallet"
      />
      <button onClick={() => (isOpen ? close() : open({ view: 'Networks' }))}>{view}</button>
      <button onClick={() => void switchNetwork('eip155:8453')}>{chainId}</button>
      <output>{[status, address, balance?.formatted, embedded?.email, solana.status, snapshot.modal.open, same === store].join()}</output>
    </>
  );
}

// @ts-expect-error: not a theme
export const badTheme = <WalletModal theme="purple" />;
// @ts-expect-error: the detail is typed, not any
export const badDetail = <WalletModal onConnect={(event) => event.detail.nope} />;
// @ts-expect-error: not a namespace
export const badNamespace = () => useWalletAccount('bitcoin');
