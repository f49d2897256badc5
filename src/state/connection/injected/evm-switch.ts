// Asking a browser wallet to switch chain, adding it first when the wallet does not know it
// (EIP-3326, EIP-3085). A lazy chunk: it loads with the first switch.
import {
  addEthereumChain,
  readChainId,
  switchEthereumChain,
  toHexChainId,
  type AddEthereumChainParameter,
  type Eip1193Provider,
} from '../../../services/connectors/eip1193';
import { WALLET_PROMPT_TIMEOUT_MS, WALLET_SILENT_TIMEOUT_MS, withDeadline } from '../../../services/connectors/deadline';
import { createError, toWalletError } from '../../../services/errors';
import { walletRpcUrl } from '../../networks/rules/wallet-rpc';
import { isSafeImageUrl, type Network } from '../../shared';

/**
 * What the wallet is asked to add when it does not know the chain (EIP-3085). Only what the host configured or
 * the chain's public RPC: the blockchain service's RPC and the registry's images carry the project id.
 */
function addChainParameter(network: Network, rpcUrls: Readonly<Record<string, string>>): AddEthereumChainParameter {
  const rpcUrl = walletRpcUrl(network, rpcUrls);
  if (!rpcUrl)
    throw createError('SwitchChainError', { message: `No RPC URL to give the wallet for ${network.caipNetworkId} (set rpc-urls)` });
  const iconUrl = network.assets?.imageUrl;
  return {
    chainId: toHexChainId(Number(network.id)),
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: [rpcUrl],
    ...(network.explorerUrl ? { blockExplorerUrls: [network.explorerUrl] } : {}),
    ...(isSafeImageUrl(iconUrl) ? { iconUrls: [iconUrl] } : {}),
  };
}

// The visitor answers a switch or an add in the wallet (generous); eth_chainId needs no one.
const prompted = (work: Promise<void>, what: string) => withDeadline(work, WALLET_PROMPT_TIMEOUT_MS, what);
const chainIdOf = (provider: Eip1193Provider) => withDeadline(readChainId(provider), WALLET_SILENT_TIMEOUT_MS, 'eth_chainId');

/**
 * Asks the wallet to move to `network` (added first with the host's `rpcUrls` if it does not know it); resolves
 * with the chain id it is on afterwards (`eth_chainId`). Every wait has a deadline.
 */
export async function switchEvmChain(
  provider: Eip1193Provider,
  network: Network,
  rpcUrls: Readonly<Record<string, string>>,
): Promise<number> {
  const chainId = Number(network.id);
  try {
    await prompted(switchEthereumChain(provider, chainId), 'wallet_switchEthereumChain');
  } catch (error) {
    // 4902: the wallet does not know the chain.
    if (toWalletError(error).name !== 'SwitchChainError') throw error;
    await prompted(addEthereumChain(provider, addChainParameter(network, rpcUrls)), 'wallet_addEthereumChain');
    // Many wallets switch when adding; the others are asked again.
    if ((await chainIdOf(provider)) !== chainId) await prompted(switchEthereumChain(provider, chainId), 'wallet_switchEthereumChain');
  }
  // A wallet that switched without chainChanged (or emitted it late) is read.
  return chainIdOf(provider);
}
