import { expect } from 'chai';
import fc from 'fast-check';
import { filterTransactions } from '../../../../../src/utils';

const nft = (isSpam: boolean) => ({ nft_info: { name: 'N', flags: { is_spam: isSpam } }, direction: 'in' });
const fungible = { fungible_info: { name: 'Dev USD', symbol: 'DUSDC' }, direction: 'out' };
const transaction = (id: string, chain: string, transfers: object[]) => ({
  id,
  metadata: { chain, minedAt: '2026-11-22T00:00:00Z' },
  transfers,
});

describe('filterTransactions', () => {
  const history = [
    transaction('a', 'eip155:31337', [fungible]),
    transaction('b', 'eip155:31338', [fungible]),
    transaction('c', 'eip155:31337', [nft(true)]),
    transaction('d', 'eip155:31337', [nft(false)]),
    transaction('e', 'eip155:31337', [fungible, nft(true)]),
    transaction('f', 'eip155:31337', []),
    transaction('g', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', [fungible]),
    transaction('h', 'eip155:31337', [nft(true), nft(true)]),
    transaction('i', 'eip155:31337', [nft(true), nft(false)]),
  ];

  it('keeps only the active chain', () => {
    expect(filterTransactions(history, 'eip155:31338').map((t) => t.id)).to.deep.equal(['b']);
    expect(filterTransactions(history, 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1').map((t) => t.id)).to.deep.equal(['g']);
  });

  it('hides a transaction only when every transfer in it is an NFT flagged as spam', () => {
    expect(filterTransactions(history, 'eip155:31337').map((t) => t.id)).to.deep.equal(['a', 'd', 'e', 'f', 'i']);
  });

  it('keeps a real payment that came with a spam NFT airdrop', () => {
    const payment = transaction('p', 'eip155:1', [nft(true), fungible, nft(true)]);
    expect(filterTransactions([payment], 'eip155:1')).to.deep.equal([payment]);
  });

  it('property: a transaction with at least one transfer that is not a spam NFT is never hidden', () => {
    const spamNft = fc.constant(nft(true));
    const notSpam = fc.oneof(
      fc.constant(fungible),
      fc.constant(nft(false)),
      fc.constant({ nft_info: null }),
      fc.constant({ nft_info: { flags: {} } }),
      fc.record({ nft_info: fc.record({ flags: fc.record({ is_spam: fc.constant(false) }) }) }),
    );
    const transfers = fc
      .tuple(fc.array(spamNft, { maxLength: 5 }), notSpam, fc.array(fc.oneof(spamNft, notSpam), { maxLength: 5 }))
      .chain(([spam, real, rest]) => fc.shuffledSubarray([...spam, real, ...rest], { minLength: spam.length + rest.length + 1 }));
    fc.assert(
      fc.property(transfers, (list) => {
        const kept = filterTransactions([transaction('t', 'eip155:1', list)], 'eip155:1');
        expect(kept.map((t) => t.id)).to.deep.equal(['t']);
      }),
    );
  });

  it('property: a transaction whose transfers are all spam NFTs is hidden', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), (count) => {
        const spamOnly = transaction(
          's',
          'eip155:1',
          Array.from({ length: count }, () => nft(true)),
        );
        expect(filterTransactions([spamOnly], 'eip155:1')).to.deep.equal([]);
      }),
    );
  });

  it('drops transactions without a chain and tolerates missing transfers', () => {
    const odd = [
      { id: 'x', metadata: {} },
      { id: 'y', metadata: { chain: 'eip155:1' }, transfers: null },
    ];
    expect(filterTransactions(odd, 'eip155:1').map((t) => t.id)).to.deep.equal(['y']);
  });
});
