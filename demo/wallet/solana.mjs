// The wallet page's Solana side: one devnet key, the three WalletConnect Solana
// methods (solana_signMessage, solana_signTransaction, solana_signAndSendTransaction)
// carried out once the user approves, sending to the shim's RPC.
import {
  createSolanaRpc,
  getBase58Codec,
  getBase64Codec,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import { loadKeys } from '../wallets/solana/keys.mjs';
import { RequestError } from './request-error.mjs';

export const SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'];

const base58 = getBase58Codec();
const base64 = getBase64Codec();

/**
 * The Solana account of this wallet, or undefined without a key: `{address, keyPair, chain, rpcUrl}`.
 * `secretKey` is a 64-byte solana-keygen key (JSON array or base58) or a 32-byte seed.
 */
export async function solanaAccount({ secretKey, chain, rpcUrl }) {
  if (!secretKey || !chain) return undefined;
  const { keyPair, address } = await loadKeys(secretKey);
  return { address, keyPair, chain, rpcUrl };
}

function decodeTransaction(text) {
  try {
    return getTransactionDecoder().decode(base64.encode(text));
  } catch {
    throw new RequestError(-32602, 'The transaction is not a base64 Solana transaction');
  }
}

/** The request's transaction, signed by `account` (which must be one of its signers). */
async function signed(account, params) {
  const transaction = decodeTransaction(params?.transaction);
  if (!(account.address in transaction.signatures)) throw new RequestError(4100, `${account.address} does not sign this transaction`);
  return partiallySignTransaction([account.keyPair], transaction);
}

/** A one-line-per-field description of a Solana request, for the approval card. */
export function summarizeSolana(method, params, account) {
  if (method === 'solana_signMessage') {
    let text;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(base58.encode(params?.message ?? ''));
    } catch {
      text = `(${String(params?.message).length} base58 characters, not text)`;
    }
    return `account: ${params?.pubkey}\nmessage: ${text}`;
  }
  try {
    const transaction = decodeTransaction(params?.transaction);
    const signers = Object.keys(transaction.signatures).join(', ');
    return `account: ${account?.address}\nsigners: ${signers}\n${transaction.messageBytes.length}-byte message`;
  } catch {
    return 'a transaction that does not decode';
  }
}

/** Carries out an approved Solana request on `chainId` with `account`; returns the WalletConnect result. */
export async function performSolanaRequest({ method, params, chainId, account }) {
  if (!account) throw new RequestError(4100, 'This wallet page has no Solana account');
  if (chainId !== account.chain) throw new RequestError(4901, `${chainId} is not this wallet's Solana chain`);
  switch (method) {
    case 'solana_signMessage': {
      if (params?.pubkey !== account.address) throw new RequestError(4100, `${params?.pubkey} is not this wallet's account`);
      const signature = await signBytes(account.keyPair.privateKey, base58.encode(params.message));
      return { signature: base58.decode(signature) };
    }
    case 'solana_signTransaction': {
      const transaction = await signed(account, params);
      return {
        signature: base58.decode(transaction.signatures[account.address]),
        transaction: base64.decode(getTransactionEncoder().encode(transaction)),
      };
    }
    case 'solana_signAndSendTransaction': {
      if (!account.rpcUrl) throw new RequestError(-32603, 'This wallet page has no Solana RPC URL');
      const transaction = await signed(account, params);
      const options = params.sendOptions ?? {};
      const signature = await createSolanaRpc(account.rpcUrl)
        .sendTransaction(getBase64EncodedWireTransaction(transaction), {
          encoding: 'base64',
          skipPreflight: options.skipPreflight,
          preflightCommitment: options.preflightCommitment,
          maxRetries: options.maxRetries === undefined ? undefined : BigInt(options.maxRetries),
        })
        .send();
      return { signature };
    }
    default:
      throw new RequestError(4200, `${method} is not supported by the devnet wallet`);
  }
}
