import { expect } from 'chai';
import { filterTokenBalances } from '../../../../../src/utils';

const balance = (symbol: string, decimals: string) => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  value: 1,
  price: 1,
  iconUrl: '',
  quantity: { decimals, numeric: '1' },
});

describe('filterTokenBalances', () => {
  it('drops tokens with 0 decimals and keeps the rest in order', () => {
    const balances = [balance('ETH', '18'), balance('DNFT', '0'), balance('DUSDC', '6'), balance('SOL', '9')];
    expect(filterTokenBalances(balances).map((token) => token.symbol)).to.deep.equal(['ETH', 'DUSDC', 'SOL']);
  });

  it('reads decimals given as a number too', () => {
    expect(filterTokenBalances([{ quantity: { decimals: 0 } }, { quantity: { decimals: 6 } }])).to.deep.equal([
      { quantity: { decimals: 6 } },
    ]);
  });

  it('returns a new array and leaves the input alone', () => {
    const balances = [balance('DNFT', '0')];
    expect(filterTokenBalances(balances)).to.deep.equal([]);
    expect(balances).to.have.length(1);
  });
});
