// The Solana chain source for the /api stand-in: balances from the live
// litesvm state and history from the shim's ledger, in the hosted API's shapes.
import { isAddress } from '@solana/kit';
import { formatUnits, tokenAccountsOf } from './accounts.mjs';
import { DUSDC } from './genesis.mjs';

const SOL = { name: 'Solana', symbol: 'SOL', decimals: 9 };

function operationTypeOf(transfers, address) {
  if (transfers.some(({ from }) => from === address)) return 'send';
  if (transfers.some(({ type }) => type.startsWith('mintTo'))) return 'mint';
  return transfers.length ? 'receive' : 'execute';
}

function directionOf({ from, to }, address) {
  if (from === address && to === address) return 'self';
  return from === address ? 'out' : 'in';
}

/**
 * @param {{chain: ReturnType<import('./chain.mjs').createChain>, caipNetworkId: string, rpcUrl: string, mint: string, registryUrl: string}} options
 */
export function createSolanaSource({ chain, caipNetworkId, rpcUrl, mint, registryUrl }) {
  const iconUrl = (symbol) => `${registryUrl}/public/getTokenImage/${symbol.toLowerCase()}`;
  const tokens = new Map([[mint, DUSDC]]);
  const assetOf = (transfer) =>
    transfer.kind === 'sol' ? SOL : (tokens.get(transfer.mint) ?? { name: transfer.mint, symbol: 'SPL', decimals: transfer.decimals });

  function transferJson(transfer, address) {
    const asset = assetOf(transfer);
    return {
      fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: iconUrl(asset.symbol) } },
      direction: directionOf(transfer, address),
      quantity: { numeric: formatUnits(transfer.amount, asset.decimals) },
      symbol: asset.symbol,
    };
  }

  // A transaction is in an address's history when value moved to or from it, or when it paid for it.
  // A failed one moved nothing (as on EVM): its fee payer alone sees it, with no transfers.
  function historyItem(record, address) {
    const moved = record.err ? [] : record.transfers;
    const involved = moved.filter(({ from, to }) => from === address || to === address);
    const feePayer = record.accountKeys[0].pubkey;
    if (!involved.length && feePayer !== address) return null;
    const [first] = involved;
    const firstProgram = record.instructions.topLevel[0]?.programAddress;
    return {
      id: record.signature,
      metadata: {
        operationType: operationTypeOf(involved, address),
        hash: record.signature,
        chain: caipNetworkId,
        minedAt: new Date(Number(record.blockTime) * 1000).toISOString(),
        sentFrom: first?.from ?? feePayer,
        sentTo: first?.to ?? firstProgram,
        status: record.err ? 'failed' : 'confirmed',
        // Solana transactions have no nonce.
        nonce: 0,
      },
      transfers: involved.map((transfer) => transferJson(transfer, address)),
    };
  }

  const requireAddress = (address) => {
    if (typeof address !== 'string' || !isAddress(address)) throw new TypeError(`not a Solana address: ${address}`);
    return address;
  };

  return {
    namespace: 'solana',
    caipNetworkId,
    name: 'Solana Devnet (local)',
    rpcUrl,
    isAddress: (address) => typeof address === 'string' && isAddress(address),
    async getBalances(address) {
      const owner = requireAddress(address);
      const lamports = chain.svm.getBalance(owner) ?? 0n;
      const dusdc = tokenAccountsOf(chain.svm, owner, { mint }).reduce((total, { token }) => total + token.amount, 0n);
      return [
        { ...SOL, amount: lamports, iconUrl: iconUrl(SOL.symbol) },
        { ...DUSDC, amount: dusdc, tokenAddress: mint, iconUrl: iconUrl(DUSDC.symbol) },
      ];
    },
    async getHistory(address) {
      const owner = requireAddress(address);
      return [...chain.records()].reverse().flatMap((record) => historyItem(record, owner) ?? []);
    },
  };
}
