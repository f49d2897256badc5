import { createApp, defineComponent, h } from 'vue';
import { useWalletAccount } from 'wallet-modal/vue';

const App = defineComponent(() => {
  const { status, address } = useWalletAccount(); // refs that follow the page's store
  return () => [
    h('wallet-modal', { 'project-id': 'YOUR_PROJECT_ID', networks: 'eip155:1,eip155:8453' }),
    h('p', { id: 'account' }, status.value === 'connected' ? address.value : 'Not connected'),
  ];
});

createApp(App).mount('#root');
