// A wagmi host: the modal as one of its connectors, following the page's store.
import { connect, createConfig, getAccount, http } from '@wagmi/core';
import { mainnet, optimism } from 'viem/chains';
import { store } from 'wallet-modal';
import { walletModal, WALLET_MODAL_CONNECTOR_TYPE, type WalletModalParameters } from 'wallet-modal/wagmi';

const parameters: WalletModalParameters = { store, restoreTimeoutMs: 5_000 };

export const config = createConfig({
  chains: [mainnet, optimism],
  connectors: [walletModal(parameters)],
  transports: { [mainnet.id]: http(), [optimism.id]: http() },
});

export async function connectWithTheModal(): Promise<`0x${string}` | undefined> {
  const connector = config.connectors.find((candidate) => candidate.type === WALLET_MODAL_CONNECTOR_TYPE)!;
  await connect(config, { connector });
  return getAccount(config).address;
}
