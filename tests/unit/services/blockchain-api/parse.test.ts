import { expect } from 'chai';
import { parseBalance, parseBalances, parseIdentity, toPlainDecimal } from '../../../../src/services/blockchain-api';
import { WalletModalError } from '../../../../src/services/errors';

const good = {
  name: 'Devnet USD Coin', symbol: 'dUSDC', chainId: 'eip155:31337', address: 'eip155:31337:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  value: 2.5, price: 1, quantity: { decimals: '6', numeric: '2.5' }, iconUrl: 'https://tokens.example/dusdc.png',
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
      null, 'ETH', [], { ...good, symbol: 42 }, { ...good, chainId: '' }, { ...good, quantity: null },
      { ...good, quantity: { decimals: '-1', numeric: '1' } }, { ...good, quantity: { decimals: '6', numeric: '1e3' } },
      { ...good, quantity: { decimals: '6', numeric: '-2' } }, { ...good, quantity: { decimals: 1.5, numeric: '1' } },
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
    expect(parseIdentity({ name: 'alice.wallet-modal.eth', avatar: 'https://img.example/a.svg' })).to.deep.equal({ name: 'alice.wallet-modal.eth', avatar: 'https://img.example/a.svg' });
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
});
