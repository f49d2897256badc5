// What the wallet does when the user approves a request: sign with the dev
// account the request names, send transactions to the chain's RPC, switch chains;
// Solana requests go to the page's Solana account (solana.mjs).
import { createWalletClient, defineChain, hexToBigInt, hexToNumber, hexToString, http, isAddressEqual, isHex } from 'viem';
import { devAccount } from './accounts.mjs';
import { RequestError } from './request-error.mjs';
import { performSolanaRequest, SOLANA_METHODS, summarizeSolana } from './solana.mjs';

export const EVM_METHODS = ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_switchEthereumChain'];
export const SUPPORTED_METHODS = [...EVM_METHODS, ...SOLANA_METHODS];
export { RequestError, SOLANA_METHODS };

/** The dev account (first 20) with this address. */
export function accountFor(address) {
  for (let index = 0; index < 20; index += 1) {
    const account = devAccount(index);
    if (isAddressEqual(account.address, address)) return account;
  }
  throw new RequestError(4100, `${address} is not one of this wallet's dev accounts`);
}

/** A one-line-per-field description of the request, for the approval card (`solana`: the page's Solana account). */
export function summarize(method, params, solana) {
  if (SOLANA_METHODS.includes(method)) return summarizeSolana(method, params, solana);
  if (method === 'personal_sign') {
    const [message, address] = params;
    return `from: ${address}\nmessage: ${isHex(message) ? hexToString(message) : message}`;
  }
  if (method === 'eth_signTypedData_v4') return `from: ${params[0]}\n${JSON.stringify(JSON.parse(params[1]), null, 2)}`;
  return JSON.stringify(params, null, 2);
}

function signTypedData([address, json]) {
  const { domain, types, primaryType, message } = JSON.parse(json);
  // viem derives the EIP712Domain type from `domain` itself.
  const { EIP712Domain: _domainType, ...messageTypes } = types;
  return accountFor(address).signTypedData({ domain, types: messageTypes, primaryType, message });
}

const quantity = (hex) => (hex === undefined ? undefined : hexToBigInt(hex));

async function sendTransaction([transaction], chainId, rpcUrls) {
  const id = Number(chainId.split(':')[1]);
  const rpcUrl = rpcUrls[id];
  if (!rpcUrl) throw new RequestError(4901, `No RPC URL for ${chainId} on this wallet page`);
  const chain = defineChain({
    id,
    name: chainId,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const client = createWalletClient({ account: accountFor(transaction.from), chain, transport: http(rpcUrl) });
  return client.sendTransaction({
    to: transaction.to,
    data: transaction.data ?? transaction.input,
    value: quantity(transaction.value),
    gas: quantity(transaction.gas),
    gasPrice: quantity(transaction.gasPrice),
    maxFeePerGas: quantity(transaction.maxFeePerGas),
    maxPriorityFeePerGas: quantity(transaction.maxPriorityFeePerGas),
    nonce: transaction.nonce === undefined ? undefined : hexToNumber(transaction.nonce),
  });
}

/**
 * Carries out an approved request; returns the JSON-RPC result.
 * `switchChain(caip2)` is called for wallet_switchEthereumChain and must emit chainChanged;
 * `solana` is the page's Solana account (solana.mjs `solanaAccount`), if it has one.
 */
export async function performRequest({ method, params, chainId, session, rpcUrls, switchChain, solana }) {
  if (SOLANA_METHODS.includes(method)) return performSolanaRequest({ method, params, chainId, account: solana });
  switch (method) {
    case 'personal_sign': {
      const [message, address] = params;
      return accountFor(address).signMessage({ message: isHex(message) ? { raw: message } : message });
    }
    case 'eth_signTypedData_v4':
      return signTypedData(params);
    case 'eth_sendTransaction':
      return sendTransaction(params, chainId, rpcUrls);
    case 'wallet_switchEthereumChain': {
      const target = `eip155:${hexToNumber(params[0].chainId)}`;
      if (!session.namespaces.eip155?.chains?.includes(target)) {
        throw new RequestError(4902, `${target} is not one of the session's approved chains`);
      }
      await switchChain(target);
      return null;
    }
    default:
      throw new RequestError(4200, `${method} is not supported by the devnet wallet`);
  }
}
