// A Vue 3 dapp, as a host builds one (components as render functions: no SFC compiler needed): the
// composables of `wallet-modal/vue` show the account the modal connected and its network, switch
// it, and the page's store gives the wallet's provider to send with. Served by the devnet at
// /demo/examples/vue/ (its bundle built on the fly).
import { computed, createApp, defineComponent, h, ref } from 'vue';
import 'wallet-modal';
import { store, useWalletAccount, useWalletModal, useWalletNetwork } from 'wallet-modal/vue';
import { configureDevnetNetworks, sendHundredthEth } from '../shared/devnet';

const networks = configureDevnetNetworks();

/** Sends 0.01 ETH through the connected wallet, showing the hash or the error. */
const Send = defineComponent({
  props: { from: { type: String, required: true } },
  setup(props) {
    const to = ref('');
    const hash = ref<string>();
    const error = ref<string>();
    async function send() {
      error.value = undefined;
      try {
        hash.value = await sendHundredthEth(store.getProvider('eip155'), props.from, to.value);
      } catch (caught) {
        error.value = (caught as Error).message;
      }
    }
    return () => [
      h('label', [
        'Send 0.01 ETH to ',
        h('input', { value: to.value, onInput: (event: Event) => (to.value = (event.target as HTMLInputElement).value) }),
      ]),
      h('button', { type: 'button', onClick: send }, 'Send with Vue'),
      hash.value && h('p', { 'data-testid': 'vue-hash' }, hash.value),
      error.value && h('p', { role: 'alert' }, error.value),
    ];
  },
});

const Account = defineComponent({
  setup() {
    const { open } = useWalletModal();
    const { status, address } = useWalletAccount('eip155');
    const { caipNetworkId, name, switchNetwork } = useWalletNetwork('eip155');
    const other = computed(() => networks.find((network) => network.caipNetworkId !== caipNetworkId.value));
    return () =>
      h('section', { 'aria-label': 'Vue account' }, [
        h('p', { 'data-testid': 'vue-status' }, `Vue: ${status.value}`),
        status.value !== 'connected'
          ? h('button', { type: 'button', onClick: () => open() }, 'Connect with Vue')
          : [
              h('p', ['Address: ', h('output', { 'data-testid': 'vue-address' }, address.value)]),
              h('p', ['Network: ', h('output', { 'data-testid': 'vue-network' }, name.value)]),
              other.value &&
                h(
                  'button',
                  { type: 'button', onClick: () => void switchNetwork(other.value!.caipNetworkId) },
                  `Switch to ${other.value.name}`,
                ),
              h(Send, { from: address.value! }),
              h('button', { type: 'button', onClick: () => void store.disconnect('eip155') }, 'Disconnect with Vue'),
            ],
      ]);
  },
});

createApp(Account).mount('#app');
