// Turns indexed EVM transactions into the history items of the chain-source
// contract (the hosted history's shape), as seen by one address.
import { formatUnits, zeroAddress } from 'viem';

const APPROVE_SELECTOR = '0x095ea7b3';

function directionOf(transfer, address) {
  if (transfer.from === address && transfer.to === address) return 'self';
  return transfer.from === address ? 'out' : 'in';
}

function operationTypeOf(record, transfers, address) {
  if (record.isCreation && record.from === address) return 'deploy';
  if (transfers.some((t) => t.direction === 'in' && t.from === zeroAddress)) return 'mint';
  const hasIn = transfers.some((t) => t.direction === 'in');
  const hasOut = transfers.some((t) => t.direction === 'out');
  if (hasIn && hasOut) return 'trade';
  if (hasOut) return 'send';
  if (hasIn) return 'receive';
  if (transfers.length > 0) return 'send';
  return record.selector === APPROVE_SELECTOR ? 'approve' : 'execute';
}

function transferItem(transfer, asset, direction) {
  if (asset.kind === 'erc721') {
    return {
      nft_info: {
        name: `${asset.name} #${transfer.tokenId}`,
        content: { preview: { url: asset.previewUrl, content_type: 'image/svg+xml' } },
        flags: { is_spam: asset.isSpam },
      },
      direction,
      quantity: { numeric: '1' },
    };
  }
  return {
    fungible_info: { name: asset.name, symbol: asset.symbol, icon: { url: asset.iconUrl } },
    direction,
    quantity: { numeric: formatUnits(transfer.amount, asset.decimals) },
    symbol: asset.symbol,
  };
}

/**
 * @param {object} record an indexer record
 * @param {string} address lower-case address whose view this is
 * @param {{caipNetworkId: string, assetOf: (key: string) => object}} chain
 */
export function historyItemOf(record, address, { caipNetworkId, assetOf }) {
  const own = record.transfers
    .filter((transfer) => transfer.from === address || transfer.to === address)
    .map((transfer) => ({ ...transfer, direction: directionOf(transfer, address) }));
  return {
    id: `${caipNetworkId}:${record.hash}`,
    metadata: {
      operationType: operationTypeOf(record, own, address),
      hash: record.hash,
      chain: caipNetworkId,
      minedAt: record.minedAt,
      sentFrom: record.from,
      sentTo: record.to,
      status: record.status,
      nonce: record.nonce,
    },
    transfers: own.map((transfer) => transferItem(transfer, assetOf(transfer.asset), transfer.direction)),
  };
}
