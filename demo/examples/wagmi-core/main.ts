// @wagmi/core alone, no framework, as a vanilla dapp uses it: the `walletModal()` connector in its
// own config; wagmi's connect opens the modal, its account follows the modal's, it sends and
// switches chains through the modal's wallet, and reconnects after a reload. The devnet serves it
// twice, against @wagmi/core 3 (/demo/examples/wagmi-core/) and 2 (/demo/examples/wagmi-core-2/,
// the `wagmi-core-2` alias), so both majors run in the browser.
import { connect, createConfig, disconnect, getAccount, http, reconnect, sendTransaction, switchChain, watchAccount } from '@wagmi/core';
import { parseEther } from 'viem';
import 'wallet-modal';
import { walletModal } from 'wallet-modal/wagmi';
import { configureDevnetNetworks, devnetChains } from '../shared/devnet';

const chains = devnetChains(configureDevnetNetworks());
const config = createConfig({
  chains,
  connectors: [walletModal()],
  transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
});

const app = document.getElementById('app')!;
const line = (testId: string, text: string) => {
  const element = Object.assign(document.createElement('p'), { textContent: text });
  element.dataset.testid = testId;
  return element;
};
const button = (label: string, onClick: () => Promise<unknown>) => {
  const element = Object.assign(document.createElement('button'), { type: 'button', textContent: label });
  element.addEventListener('click', () => void onClick().catch((error: Error) => show(error.message.split('\n')[0]!)));
  return element;
};
const show = (message: string) => app.append(Object.assign(line('wagmi-error', message), { role: 'alert' }));

function render() {
  const { status, address, chainId } = getAccount(config);
  app.replaceChildren(line('wagmi-status', `wagmi core: ${status}`));
  if (status !== 'connected') {
    app.append(button('Connect with wagmi core', () => connect(config, { connector: config.connectors[0]! })));
    return;
  }
  const to = document.createElement('input');
  to.setAttribute('aria-label', 'Send 0.01 ETH to');
  const other = chains.find((chain) => chain.id !== chainId)!;
  app.append(
    line('wagmi-address', address),
    line('wagmi-chain', String(chainId)),
    to,
    button('Send with wagmi core', async () =>
      app.append(line('wagmi-hash', await sendTransaction(config, { to: to.value as `0x${string}`, value: parseEther('0.01') }))),
    ),
    button(`Switch to ${other.name}`, () => switchChain(config, { chainId: other.id })),
    button('Disconnect with wagmi core', () => disconnect(config)),
  );
}

watchAccount(config, { onChange: render });
render();
void reconnect(config);
