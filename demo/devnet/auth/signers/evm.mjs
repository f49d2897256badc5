// The embedded account's EVM signer, run in the frame on the auth origin (sdk/rpc.mjs calls it once the
// visitor approved): signs personal_sign, eth_signTypedData_v4 and eth_sendTransaction with the user's
// key and forwards read methods to the network's RPC. From the smart account, a transaction
// is sent by the EOA as execute(to, value, data) on the account, or deployAndExecute on the factory
// while the account has no code (which deploys it first); a signature is the owner's, wrapped in
// ERC-6492 (the factory's createAccount call) while the account has no code, plain (ERC-1271) after.
import { createPublicClient, createWalletClient, encodeFunctionData, http, isAddress, isHex, serializeErc6492Signature } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { AuthError } from '../errors.mjs';
import { ACCOUNT_ABI, FACTORY_ABI } from '../account-abi.mjs';

const READS = new Set([
  'eth_call',
  'eth_estimateGas',
  'eth_getBalance',
  'eth_getCode',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getTransactionByHash',
  'eth_blockNumber',
  'eth_getBlockByNumber',
  'eth_gasPrice',
  'eth_maxPriorityFeePerGas',
  'eth_feeHistory',
  'eth_chainId',
]);

const same = (a, b) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase();

/** The chain's own error (its JSON-RPC code and message) from a viem error. */
function chainError(error) {
  const coded = typeof error?.walk === 'function' ? error.walk((cause) => Number.isInteger(cause?.code)) : undefined;
  const source = coded ?? error;
  return new AuthError(Number.isInteger(source?.code) ? source.code : -32603, String(source?.shortMessage ?? source?.message ?? error));
}

const hexOr = (value, fallback, field) => {
  if ((value === undefined || value === null) && fallback !== undefined) return fallback;
  if (!isHex(value)) throw new AuthError(4000, `${field} must be hex`);
  return value;
};

/** The transaction the EOA sends for `tx` (an eth_sendTransaction object) from `from`. */
async function outerTransaction({ client, evm, owner, fromSmartAccount, tx }) {
  if (typeof tx !== 'object' || tx === null) throw new AuthError(4000, 'eth_sendTransaction needs a transaction object');
  const to = tx.to ?? undefined;
  if (to !== undefined && !isAddress(to, { strict: false })) throw new AuthError(4000, 'to must be an address');
  const value = BigInt(hexOr(tx.value, '0x0', 'value'));
  const data = hexOr(tx.data ?? tx.input, '0x', 'data');
  if (!fromSmartAccount) return { to, value, data, gas: tx.gas ? BigInt(hexOr(tx.gas, '0x0', 'gas')) : undefined };
  if (to === undefined) throw new AuthError(4200, 'The smart account cannot deploy contracts');
  const code = await client.getCode({ address: evm.smartAccount });
  return code && code !== '0x'
    ? { to: evm.smartAccount, data: encodeFunctionData({ abi: ACCOUNT_ABI, functionName: 'execute', args: [to, value, data] }) }
    : {
        to: evm.factory,
        data: encodeFunctionData({ abi: FACTORY_ABI, functionName: 'deployAndExecute', args: [owner.address, to, value, data] }),
      };
}

/**
 * The owner's `signature` as the smart account gives it: ERC-6492-wrapped with the factory's
 * createAccount(owner) while the account has no code, so verifiers can deploy it first; else as it is.
 */
async function smartAccountSignature({ client, evm, owner, signature }) {
  const code = await client.getCode({ address: evm.smartAccount });
  if (code && code !== '0x') return signature;
  const data = encodeFunctionData({ abi: FACTORY_ABI, functionName: 'createAccount', args: [owner.address] });
  return serializeErc6492Signature({ address: evm.factory, data, signature });
}

/**
 * Answers one EVM request for `account` (the stored account with its key) on `network`.
 * @param {{account: {evm: {eoa: string, smartAccount: `0x${string}`, factory: `0x${string}`, privateKey: `0x${string}`}},
 *   network: {rpcUrl: string}, from: unknown, method: unknown, params: unknown}} request
 */
export async function evmRequest({ account, network, from, method, params = [] }) {
  const { evm } = account;
  const fromSmartAccount = same(from, evm.smartAccount);
  if (!fromSmartAccount && !same(from, evm.eoa)) throw new AuthError(4100, 'from is not the signed-in account');
  if (!Array.isArray(params)) throw new AuthError(4000, 'params must be an array');
  const client = createPublicClient({ transport: http(network.rpcUrl) });
  const owner = privateKeyToAccount(evm.privateKey);
  try {
    if (READS.has(method)) return await client.request({ method, params });
    const signed = (signature) => (fromSmartAccount ? smartAccountSignature({ client, evm, owner, signature }) : signature);
    if (method === 'personal_sign')
      return await signed(await owner.signMessage({ message: { raw: hexOr(params[0], undefined, 'message') } }));
    if (method === 'eth_signTypedData_v4') {
      const typed = typeof params[1] === 'string' ? JSON.parse(params[1]) : params[1];
      return await signed(await owner.signTypedData(typed));
    }
    if (method === 'eth_sendTransaction') {
      const outer = await outerTransaction({ client, evm, owner, fromSmartAccount, tx: params[0] });
      const wallet = createWalletClient({ account: owner, transport: http(network.rpcUrl) });
      return await wallet.sendTransaction({ ...outer, chain: null });
    }
  } catch (error) {
    if (error instanceof AuthError) throw error;
    if (error instanceof SyntaxError) throw new AuthError(4000, 'The typed data is not JSON');
    throw chainError(error);
  }
  throw new AuthError(4200, `${String(method).slice(0, 60)} is not supported`);
}
