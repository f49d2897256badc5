// Send on EVM chains: the eth_sendTransaction request for a native or ERC-20 transfer, its network fee read
// from the chain's RPC, and the wallet's answer checked. A lazy chunk with viem (its actions, no wallet client).
import { Eip1559FeesNotSupportedError, encodeFunctionData, erc20Abi, numberToHex, type Address, type Hex } from 'viem';
import { estimateFeesPerGas, getGasPrice } from 'viem/actions';
import type { Eip1193Provider } from '../connectors/eip1193';
import { chainFailure, createError } from '../errors';
import { rpcClient, untilAborted, DEFAULT_RPC_TRANSPORT, type RpcClient } from './rpc-client';

/** A transfer of `amount` base units from `from` to `to` on `chainId` (addresses checked by the state). */
export interface EvmTransfer {
  from: Address;
  to: Address;
  amount: bigint;
  /** ERC-20 contract; absent for the native coin */
  token?: Address;
  chainId: number;
  /** The gas limit to ask for (from `estimateEvmTransfer`); absent: the wallet estimates it. */
  gas?: bigint;
}

/** eth_sendTransaction's one parameter, quantities in hex. */
export interface EvmTransferRequest {
  from: Address;
  to: Address;
  value?: Hex;
  data?: Hex;
  gas?: Hex;
}

/** eth_sendTransaction's single param: native → {from, to, value}; ERC-20 → {from, to: token, data: transfer(to, amount)}. */
export function transferRequest(transfer: EvmTransfer): EvmTransferRequest {
  const { from, to, amount, token, gas } = transfer;
  const limit = gas === undefined ? {} : { gas: numberToHex(gas) };
  if (token === undefined) return { from, to, value: numberToHex(amount), ...limit };
  return { from, to: token, data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }), ...limit };
}

/** The gas limit asked of the wallet: the estimate and a fifth more, for state that moves between preview and signature. */
export const gasLimitFor = (estimate: bigint): bigint => estimate + estimate / 5n;

const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/;

/** eth_estimateGas of exactly what the wallet will be asked (viem's estimateGas action would bring secp256k1 for EIP-7702). */
async function estimateGas(client: RpcClient, request: EvmTransferRequest): Promise<bigint> {
  const answer: unknown = await client.request({ method: 'eth_estimateGas', params: [request] });
  if (typeof answer !== 'string' || !QUANTITY.test(answer) || BigInt(answer) === 0n) {
    throw createError('NetworkFeeUnavailableError', { message: 'The RPC sent an invalid gas estimate' });
  }
  return BigInt(answer);
}

/** The most a unit of gas may cost: maxFeePerGas on EIP-1559 chains, gasPrice on the others. */
async function feePerGas(client: RpcClient): Promise<bigint> {
  try {
    return (await estimateFeesPerGas(client)).maxFeePerGas;
  } catch (error) {
    if (error instanceof Eip1559FeesNotSupportedError) return getGasPrice(client);
    throw error;
  }
}

/**
 * The transfer's gas (estimateGas of its request, without a limit) and network fee in wei (× the fee per
 * gas), through `rpcUrl` (SPEC §9's timeout and retries). A failure is NetworkFeeUnavailableError
 * (TimeoutError when it timed out).
 */
export async function estimateEvmTransfer(
  rpcUrl: string,
  transfer: EvmTransfer,
  signal?: AbortSignal,
): Promise<{ gas: bigint; fee: bigint }> {
  const client = rpcClient(rpcUrl, DEFAULT_RPC_TRANSPORT, signal);
  try {
    const request = transferRequest({ ...transfer, gas: undefined });
    const [gas, price] = await untilAborted(Promise.all([estimateGas(client, request), feePerGas(client)]), signal);
    if (price < 0n) throw createError('NetworkFeeUnavailableError', { message: 'The RPC sent an invalid gas price' });
    return { gas, fee: gas * price };
  } catch (error) {
    throw chainFailure(error, 'NetworkFeeUnavailableError', signal);
  }
}

/** The network fee in wei (see estimateEvmTransfer). */
export async function estimateEvmFee(rpcUrl: string, transfer: EvmTransfer, signal?: AbortSignal): Promise<bigint> {
  return (await estimateEvmTransfer(rpcUrl, transfer, signal)).fee;
}

const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/;

/** A transaction hash a wallet sent, lower-cased; InvalidWalletAnswerError unless it is 0x and 64 hex digits. */
export function parseTransactionHash(answer: unknown): Hex {
  if (typeof answer !== 'string' || !TRANSACTION_HASH.test(answer)) {
    throw createError('InvalidWalletAnswerError', { message: 'The wallet sent an invalid transaction hash' });
  }
  return answer.toLowerCase() as Hex;
}

/** Asks the wallet to send the transfer (eth_sendTransaction); its hash, validated. Rejections propagate as the wallet threw them. */
export async function sendEvmTransfer(provider: Eip1193Provider, transfer: EvmTransfer): Promise<Hex> {
  return parseTransactionHash(await provider.request({ method: 'eth_sendTransaction', params: [transferRequest(transfer)] }));
}
