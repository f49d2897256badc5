// Test helpers: viem clients for a running devnet's EVM chains (anvil's
// unlocked dev accounts sign through eth_sendTransaction).
import { createPublicClient, createWalletClient, defineChain, erc20Abi, http } from 'viem';
import { minedReceipt } from '../evm/receipt.mjs';

export function devnetChain(devnet, chainId) {
  const url = devnet.urls.evm[chainId];
  return defineChain({
    id: chainId,
    name: `Devnet ${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
}

export function evmClients(devnet, chainId) {
  const chain = devnetChain(devnet, chainId);
  const publicClient = createPublicClient({ chain, transport: http() });
  const walletFor = (account) => createWalletClient({ chain, account, transport: http() });
  return { chain, publicClient, walletFor };
}

/** Sends `amount` base units of an ERC-20 and waits until it is mined. */
export async function sendToken({ devnet, chainId, token, from, to, amount }) {
  const { publicClient, walletFor } = evmClients(devnet, chainId);
  const hash = await walletFor(from).writeContract({ address: token, abi: erc20Abi, functionName: 'transfer', args: [to, amount] });
  return minedReceipt(publicClient, hash);
}

/** Sends native currency and waits until it is mined. */
export async function sendNative({ devnet, chainId, from, to, value }) {
  const { publicClient, walletFor } = evmClients(devnet, chainId);
  const hash = await walletFor(from).sendTransaction({ to, value });
  return minedReceipt(publicClient, hash);
}

export const tokenBalance = (devnet, chainId, token, owner) =>
  evmClients(devnet, chainId).publicClient.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [owner] });
