import { expect } from 'chai';
import { filterTransactions } from '../../../../../src/utils';

const nft = (isSpam: boolean) => ({ nft_info: { name: 'N', flags: { is_spam: isSpam } }, direction: 'in' });
const fungible = { fungible_info: { name: 'Dev USD', symbol: 'DUSDC' }, direction: 'out' };
const transaction = (id: string, chain: string, transfers: object[]) => ({ id, metadata: { chain, minedAt: '2026-11-22T00:00:00Z' }, transfers });

describe('filterTransactions', () => {
  const history = [
    transaction('a', 'eip155:31337', [fungible]),
    transaction('b', 'eip155:31338', [fungible]),
    transaction('c', 'eip155:31337', [nft(true)]),
    transaction('d', 'eip155:31337', [nft(false)]),
    transaction('e', 'eip155:31337', [fungible, nft(true)]),
    transaction('f', 'eip155:31337', []),
    transaction('g', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', [fungible]),
  ];

  it('keeps only the active chain', () => {
    expect(filterTransactions(history, 'eip155:31338').map((t) => t.id)).to.deep.equal(['b']);
    expect(filterTransactions(history, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').map((t) => t.id)).to.deep.equal(['g']);
  });

  it('hides transactions that move an NFT flagged as spam', () => {
    expect(filterTransactions(history, 'eip155:31337').map((t) => t.id)).to.deep.equal(['a', 'd', 'f']);
  });

  it('drops transactions without a chain and tolerates missing transfers', () => {
    const odd = [{ id: 'x', metadata: {} }, { id: 'y', metadata: { chain: 'eip155:1' }, transfers: null }];
    expect(filterTransactions(odd, 'eip155:1').map((t) => t.id)).to.deep.equal(['y']);
  });
});
