// A TypeScript host of the published package: every line must type-check, and
// each @ts-expect-error must be an error (so declarations that silently became
// `any` fail the test).
import 'wallet-modal';
import { createWalletClient, custom } from 'viem';
import type { ConnectEventDetail, WalletModalElement, WalletModalEventMap } from 'wallet-modal';
import { isAddress, toWalletError } from 'wallet-modal/utils';

const element = document.querySelector('wallet-modal')!;
element.open();
element.open({ view: 'Networks', namespace: 'solana' });
// @ts-expect-error: not a view
element.open({ view: 'Nowhere' });

element.addEventListener('connect', (event) => {
  const address: string = event.detail.address;
  const restored: boolean = event.detail.restored;
  // @ts-expect-error: the detail is typed, not any
  const nope: unknown = event.detail.nope;
  console.log(address, restored, nope);
});
element.addEventListener('error', (event) => console.log(event.detail.code.toUpperCase()));
element.addEventListener('close', (event) => console.log(event.detail));
element.addEventListener('click', (event) => console.log(event.clientX.toFixed()));
const onNetwork = (event: WalletModalEventMap['networkchange']) => console.log(event.detail.caipNetworkId);
element.addEventListener('networkchange', onNetwork);
element.removeEventListener('networkchange', onNetwork);

createWalletClient({ transport: custom(element.getProvider('eip155')!) });
const solanaAddress: string | undefined = element.getProvider('solana')?.accounts[0]?.address;
// @ts-expect-error: not a namespace
element.getProvider('bitcoin');

element.addTransaction({ hash: `0x${'a'.repeat(64)}`, caipNetworkId: 'eip155:1', description: 'Minting 1 ticket' });
element.store.addTransaction({ hash: `0x${'a'.repeat(64)}` });
// @ts-expect-error: the hash is required
element.addTransaction({ description: 'no hash' });
element.addEventListener('transaction', (event) => {
  const step: 'pending' | 'confirmed' | 'failed' | 'replaced' = event.detail.status;
  console.log(step, event.detail.reason?.length);
});

element.theme = 'light';
// @ts-expect-error: not a theme
element.theme = 'purple';
element.networks = ['eip155:1', 'eip155:8453'];
element.networks = 'eip155:1,eip155:8453';
const networks: string[] = element.networks;
element.noButton = true;
element.config = { projectId: 'id', networks: ['eip155:1', { caipNetworkId: 'eip155:31337', name: 'Local' }] };
const status: 'disconnected' | 'connecting' | 'reconnecting' | 'connected' = element.state.status;

const created: WalletModalElement = document.createElement('wallet-modal');
const detail: ConnectEventDetail['connector'] = { id: 'io.metamask' };
console.log(solanaAddress, networks, status, created, detail, isAddress('0x0'), toWalletError(new Error('x')).userRejected);
