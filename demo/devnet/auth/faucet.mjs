// Funds a new embedded account so it can pay fees: on every anvil 10 ETH to the EOA and 1 ETH plus
// 1,000 dUSDC to the smart account's (counterfactual) address, and 10 SOL on the Solana shim.
// dUSDC comes from a dedicated holder, anvil dev account 9.
import { createPublicClient, encodeFunctionData, erc20Abi, http, numberToHex, parseEther, parseUnits } from 'viem';
import { minedReceipt } from '../evm/receipt.mjs';

/** The anvil dev account (mnemonic index) whose dUSDC the faucet gives. */
export const FAUCET_ACCOUNT_INDEX = 9;
export const FAUCET = { eoaEth: '10', smartAccountEth: '1', smartAccountDusdc: '1000', sol: 10n * 10n ** 9n };

/**
 * @param {{evmUrls: string[], dUSDC: `0x${string}`, holder: `0x${string}`,
 *   solana: {deliver: (payment: {address: string, lamports: bigint}) => Promise<string>}}} options
 */
export function createFaucet({ evmUrls, dUSDC, holder, solana }) {
  const clients = evmUrls.map((url) => createPublicClient({ transport: http(url) }));

  const addBalance = async (client, address, amount) => {
    const balance = await client.getBalance({ address });
    await client.request({ method: 'anvil_setBalance', params: [address, numberToHex(balance + amount)] });
  };

  async function fundChain(client, { eoa, smartAccount }) {
    await addBalance(client, eoa, parseEther(FAUCET.eoaEth));
    await addBalance(client, smartAccount, parseEther(FAUCET.smartAccountEth));
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [smartAccount, parseUnits(FAUCET.smartAccountDusdc, 6)],
    });
    const hash = await client.request({ method: 'eth_sendTransaction', params: [{ from: holder, to: dUSDC, data }] });
    const receipt = await minedReceipt(client, hash);
    if (receipt.status !== 'success') throw new Error(`faucet dUSDC transfer ${hash} reverted`);
  }

  /** Resolves once every chain has paid. */
  return async function fund({ evm, solana: { address } }) {
    await Promise.all([...clients.map((client) => fundChain(client, evm)), solana.deliver({ address, lamports: FAUCET.sol })]);
  };
}
