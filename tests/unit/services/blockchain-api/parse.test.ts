import { expect } from 'chai';
import { parseBalance, parseBalances, parseIdentity, toPlainDecimal } from '../../../../src/services/blockchain-api';
import { MAX_BALANCES } from '../../../../src/services/blockchain-api/parse';
import { WalletModalError } from '../../../../src/services/errors';

const good = {
  name: 'Devnet USD Coin',
  symbol: 'dUSDC',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 2.5,
  price: 1,
  quantity: { decimals: '6', numeric: '2.5' },
  iconUrl: 'https://tokens.example/dusdc.png',
};

function malformed(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).to.be.instanceOf(WalletModalError);
    expect((error as WalletModalError).name).to.equal('MalformedResponseError');
    return;
  }
  expect.fail('expected a MalformedResponseError');
}

describe('blockchain-service answers', () => {
  it('reads a balance entry (decimals as a string or a number, numbers as exact decimal text)', () => {
    expect(parseBalance(good)).to.deep.equal({ ...good, value: '2.5', price: '1', quantity: { decimals: 6, numeric: '2.5' } });
    expect(parseBalance({ ...good, quantity: { decimals: 18, numeric: '0.1' } })?.quantity).to.deep.equal({ decimals: 18, numeric: '0.1' });
  });

  it('drops entries without a symbol, a chain or a readable quantity', () => {
    for (const bad of [
      null,
      'ETH',
      [],
      { ...good, symbol: 42 },
      { ...good, chainId: '' },
      { ...good, quantity: null },
      { ...good, quantity: { decimals: '-1', numeric: '1' } },
      { ...good, quantity: { decimals: '6', numeric: '1e3' } },
      { ...good, quantity: { decimals: '6', numeric: '-2' } },
      { ...good, quantity: { decimals: 1.5, numeric: '1' } },
    ]) {
      expect(parseBalance(bad), JSON.stringify(bad)).to.equal(undefined);
    }
    expect(parseBalances({ balances: [good, { symbol: 'X' }, 7] }).map((balance) => balance.symbol)).to.deep.equal(['dUSDC']);
  });

  it('leaves out unsafe icon URLs and impossible prices', () => {
    const parsed = parseBalance({ ...good, iconUrl: 'javascript:alert(1)', value: -3, price: 'cheap' });
    expect(parsed?.iconUrl).to.equal(undefined);
    expect(parsed?.value).to.equal(undefined);
    expect(parsed?.price).to.equal(undefined);
  });

  it('a body without a balance list is a MalformedResponseError', () => {
    for (const body of [undefined, null, 'balances', [], {}, { balances: {} }, { data: [] }]) malformed(() => parseBalances(body));
  });

  it('identity: name and a safe avatar; nulls mean none; another shape is a MalformedResponseError', () => {
    expect(parseIdentity({ name: 'alice.wallet-modal.eth', avatar: 'https://img.example/a.svg' })).to.deep.equal({
      name: 'alice.wallet-modal.eth',
      avatar: 'https://img.example/a.svg',
    });
    expect(parseIdentity({ name: null, avatar: null })).to.deep.equal({ name: undefined, avatar: undefined });
    expect(parseIdentity({ name: 'x', avatar: 'data:text/html,<script>' }).avatar).to.equal(undefined);
    for (const body of [undefined, null, 'alice', ['alice']]) malformed(() => parseIdentity(body));
  });

  it('token names, symbols and identity names are display text: no bidi overrides or controls, bounded', () => {
    const parsed = parseBalance({ ...good, name: `\u202EniocDSU\u202C${'x'.repeat(10_000)}`, symbol: 'US\u200BDC\n\u0000' });
    expect(parsed?.symbol).to.equal('USDC');
    expect(parsed?.name).to.match(/^niocDSUx+…$/);
    expect(Array.from(parsed?.name ?? '')).to.have.length(64);
    expect(parseBalance({ ...good, symbol: '\u2066\u2069\u200B' }), 'a symbol with nothing visible').to.equal(undefined);
    expect(parseIdentity({ name: 'vitalik\u202E.eth\uD800', avatar: null }).name).to.equal('vitalik.eth');
    expect(parseIdentity({ name: '\u200F\u061C', avatar: null }).name).to.equal(undefined);
  });

  it('JSON numbers in exponent form become plain decimals', () => {
    expect(toPlainDecimal(1e-7)).to.equal('0.0000001');
    expect(toPlainDecimal(1.5e-9)).to.equal('0.0000000015');
    expect(toPlainDecimal(1e21)).to.equal('1000000000000000000000');
    expect(toPlainDecimal(2.5e22)).to.equal('25000000000000000000000');
    expect(toPlainDecimal(3703.5)).to.equal('3703.5');
  });

  it('drops absurd quantities (digit floods, beyond uint256) and keeps the good entries beside them', () => {
    const started = performance.now();
    const hostile = [
      { ...good, symbol: 'FLOOD', quantity: { decimals: '6', numeric: '9'.repeat(1_000_000) } },
      { ...good, symbol: 'FRACTION', quantity: { decimals: '6', numeric: `1.${'1'.repeat(1_000_000)}` } },
      { ...good, symbol: 'HUGE', quantity: { decimals: 0, numeric: (2n ** 256n).toString() } },
      { ...good, symbol: 'DECIMALS', quantity: { decimals: 255, numeric: '1' } },
      { ...good, symbol: 'NUMBER', quantity: { decimals: 18, numeric: 1e300 } },
    ];
    const parsed = parseBalances({ balances: [...hostile, good] });
    expect(parsed.map((balance) => balance.symbol)).to.deep.equal(['dUSDC']);
    expect(performance.now() - started, 'ms to read a million-digit answer').to.be.below(500);
    expect(parseBalance({ ...good, quantity: { decimals: 0, numeric: (2n ** 256n - 1n).toString() } })?.symbol).to.equal('dUSDC');
  });

  it('drops absurd USD values and prices but keeps the entry', () => {
    for (const value of [1e300, '9'.repeat(100_000), '1000000000000', `0.${'1'.repeat(1000)}`]) {
      const parsed = parseBalance({ ...good, value, price: value });
      expect(parsed?.symbol, String(value).slice(0, 20)).to.equal('dUSDC');
      expect(parsed).to.include({ value: undefined, price: undefined });
    }
    expect(parseBalance({ ...good, value: 999_999_999_999.99 })?.value).to.equal('999999999999.99');
  });

  it('reads at most MAX_BALANCES entries of a flooded list', () => {
    const flood = Array.from({ length: 100_000 }, (_, index) => ({ ...good, symbol: `T${index}` }));
    const parsed = parseBalances({ balances: flood });
    expect(parsed).to.have.length(MAX_BALANCES);
    expect(parsed[0]?.symbol).to.equal('T0');
  });

  it('drops over-long URLs instead of cutting them into other URLs', () => {
    const long = `https://tokens.example/${'a'.repeat(5000)}.png`;
    expect(parseBalance({ ...good, iconUrl: long })?.iconUrl).to.equal(undefined);
    expect(parseIdentity({ name: 'alice.eth', avatar: long })).to.deep.equal({ name: 'alice.eth', avatar: undefined });
  });
});
