// A Vue host: wallet-modal/vue's composables, their refs typed from the main entry's types.
import { computed, defineComponent, h, type ComputedRef } from 'vue';
import type { ChainNamespace, ConnectionStatus } from 'wallet-modal';
import { store, useWalletAccount, useWalletModal, useWalletModalSnapshot, useWalletNetwork } from 'wallet-modal/vue';

export const Host = defineComponent({
  setup() {
    const { open, isOpen, view } = useWalletModal();
    const {
      status,
      address,
      balance,
    }: {
      status: ComputedRef<ConnectionStatus>;
      address: ComputedRef<string | undefined>;
      balance: ComputedRef<{ value: string } | undefined>;
    } = useWalletAccount();
    const namespace: ComputedRef<ChainNamespace> = useWalletAccount('solana').namespace;
    const { chainId, switchNetwork } = useWalletNetwork('eip155');
    const label = computed(
      () => `${status.value} ${address.value ?? '-'} ${balance.value?.value ?? 0} ${chainId.value ?? 0} ${namespace.value}`,
    );
    const snapshot = useWalletModalSnapshot();
    return () =>
      h('div', [
        h('button', { onClick: () => open({ view: 'Networks' }) }, isOpen.value ? `open on ${view.value}` : 'closed'),
        h('button', { onClick: () => void switchNetwork('eip155:8453') }, label.value),
        h('output', snapshot.value.modal.open ? 'open' : store.getSnapshot().status),
      ]);
  },
});
