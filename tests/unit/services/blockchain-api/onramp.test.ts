// The on-ramp parsers against the hosted shapes (Reown AppKit's PaymentCurrency, PurchaseCurrency, OnrampQuote,
// {url}, on-ramp history) and hostile bodies.
import { expect } from 'chai';
import { ONRAMP_PROVIDERS } from '../../../../src/services/blockchain-api';
import {
  MAX_ONRAMP_ITEMS,
  decimalText,
  parseOnRampHistory,
  parseOnRampOptions,
  parseOnRampQuote,
  parseOnRampUrl,
  requireProvider,
} from '../../../../src/services/blockchain-api/onramp-parse';
import { WalletModalError } from '../../../../src/services/errors';
import { allowLoopbackFor } from '../../../../src/services/http/safe-url';

function malformed(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error, String(error)).to.be.instanceOf(WalletModalError);
    expect((error as WalletModalError).name).to.equal('MalformedResponseError');
    return;
  }
  expect.fail('expected a MalformedResponseError');
}

const USD = {
  id: 'USD',
  payment_method_limits: [
    { id: 'card', min: '10.00', max: '7500.00' },
    { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
  ],
};
const USDC = {
  id: 'dUSDC',
  name: 'Devnet USD Coin',
  symbol: 'dUSDC',
  networks: [
    {
      name: 'anvil-31337',
      display_name: 'Devnet 31337',
      chain_id: '31337',
      contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    },
    {
      name: 'solana-devnet',
      display_name: 'Solana Devnet',
      chain_id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      contract_address: 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr',
    },
  ],
};
const ETH = {
  id: 'ETH',
  name: 'Ether',
  symbol: 'ETH',
  networks: [{ name: 'anvil-31337', display_name: 'Devnet 31337', chain_id: '31337', contract_address: '' }],
};
const QUOTE = {
  coinbaseFee: { amount: '0.50', currency: 'USD' },
  networkFee: { amount: '0.10', currency: 'USD' },
  paymentSubtotal: { amount: '49.40', currency: 'USD' },
  paymentTotal: { amount: '50.00', currency: 'USD' },
  purchaseAmount: { amount: '49.4', currency: 'dUSDC' },
  quoteId: 'a1b2c3',
};
const ASKED = { provider: 'coinbase', paymentCurrency: 'USD', purchaseCurrency: 'dUSDC' };

describe('on-ramp answers', () => {
  it('names two providers', () => {
    expect(ONRAMP_PROVIDERS).to.deep.equal(['coinbase', 'meld']);
    expect(() => requireProvider('moonpay', ONRAMP_PROVIDERS)).to.throw(RangeError);
    requireProvider('meld', ONRAMP_PROVIDERS);
  });

  describe('options', () => {
    it('reads the hosted shape into the client shape (a native coin has no contract address)', () => {
      expect(parseOnRampOptions({ paymentCurrencies: [USD], purchaseCurrencies: [USDC, ETH] })).to.deep.equal({
        paymentCurrencies: [
          {
            id: 'USD',
            limits: [
              { id: 'card', min: '10.00', max: '7500.00' },
              { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
            ],
          },
        ],
        purchaseCurrencies: [
          {
            id: 'dUSDC',
            name: 'Devnet USD Coin',
            symbol: 'dUSDC',
            networks: [
              {
                name: 'anvil-31337',
                displayName: 'Devnet 31337',
                chainId: '31337',
                contractAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
              },
              {
                name: 'solana-devnet',
                displayName: 'Solana Devnet',
                chainId: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
                contractAddress: 'Gh9ZwEmdLJ8DscKNTkTqPbNwLNNBjuSzaG9Vp2KGtKJr',
              },
            ],
          },
          { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [{ name: 'anvil-31337', displayName: 'Devnet 31337', chainId: '31337' }] },
        ],
      });
    });

    it('drops entries it cannot trust and bounds the lists', () => {
      const options = parseOnRampOptions({
        paymentCurrencies: [
          USD,
          null,
          'USD',
          [USD],
          { id: '../EUR', payment_method_limits: USD.payment_method_limits },
          {
            id: 'EUR',
            payment_method_limits: [
              { id: 'card', min: '100', max: '10' },
              { id: 'card', min: 1e21, max: '1' },
              { id: 'card', min: '-1', max: '5' },
              { id: 'x y', min: '1', max: '2' },
            ],
          },
          {
            id: 'GBP',
            payment_method_limits: [
              { id: 'card', min: 10, max: '9'.repeat(100) },
              { id: 'card', min: '10', max: 7500 },
            ],
          },
          ...Array.from({ length: 1000 }, () => USD),
        ],
        purchaseCurrencies: [
          ETH,
          { ...ETH, symbol: '\u202E\u200B' },
          { ...ETH, networks: [] },
          { ...ETH, networks: [{ name: 'n', chain_id: '1', contract_address: 'javascript:alert(1)' }] },
          {
            ...ETH,
            name: 'x'.repeat(10_000),
            networks: [
              { name: 'n', chain_id: '1', display_name: 'Chain\u202E', contract_address: null },
              { name: 'n', chain_id: { toString: () => '1' } },
            ],
          },
        ],
      });
      expect(options.paymentCurrencies).to.have.length(MAX_ONRAMP_ITEMS - 5);
      expect(options.paymentCurrencies[1]).to.deep.equal({ id: 'GBP', limits: [{ id: 'card', min: '10', max: '7500' }] });
      expect(options.purchaseCurrencies.map((c) => c.symbol)).to.deep.equal(['ETH', 'ETH']);
      const long = options.purchaseCurrencies[1];
      expect(long?.name.length).to.be.at.most(64);
      expect(long?.networks).to.deep.equal([{ name: 'n', displayName: 'Chain', chainId: '1' }]);
    });

    it('a body without a currency to pay with or to buy is malformed', () => {
      for (const body of [
        null,
        [],
        'options',
        {},
        { paymentCurrencies: [USD] },
        { paymentCurrencies: [], purchaseCurrencies: [ETH] },
        { paymentCurrencies: [{ id: 'USD', payment_method_limits: [] }], purchaseCurrencies: [ETH] },
      ]) {
        malformed(() => parseOnRampOptions(body));
      }
    });
  });

  describe('quote', () => {
    it("reads the hosted quote as the provider's, money as decimal text", () => {
      expect(parseOnRampQuote(QUOTE, { ...ASKED, provider: 'meld' })).to.deep.equal({
        provider: 'meld',
        purchaseAmount: '49.4',
        paymentSubtotal: '49.40',
        paymentTotal: '50.00',
        providerFee: '0.50',
        networkFee: '0.10',
        currency: 'USD',
        quoteId: 'a1b2c3',
      });
      expect(parseOnRampQuote({ ...QUOTE, paymentTotal: { amount: 50, currency: 'USD' } }, ASKED).paymentTotal).to.equal('50');
    });

    it('refuses wrong currencies, non-amounts, parts above the total and bad ids', () => {
      const hostile = [
        null,
        [],
        'quote',
        {},
        { ...QUOTE, paymentTotal: { amount: '50.00', currency: 'EUR' } },
        { ...QUOTE, purchaseAmount: { amount: '49.4', currency: 'USD' } },
        { ...QUOTE, purchaseAmount: { amount: '-1', currency: 'dUSDC' } },
        { ...QUOTE, purchaseAmount: { amount: 1e21, currency: 'dUSDC' } },
        { ...QUOTE, purchaseAmount: { amount: '1'.repeat(100), currency: 'dUSDC' } },
        { ...QUOTE, purchaseAmount: { amount: 'NaN', currency: 'dUSDC' } },
        { ...QUOTE, coinbaseFee: { amount: '50.01', currency: 'USD' } },
        { ...QUOTE, paymentSubtotal: { amount: '99', currency: 'USD' } },
        { ...QUOTE, networkFee: undefined },
        { ...QUOTE, quoteId: '' },
        { ...QUOTE, quoteId: 'a b' },
        { ...QUOTE, quoteId: 7 },
      ];
      for (const body of hostile) malformed(() => parseOnRampQuote(body, ASKED));
    });

    it('decimal text is exact, never through a float', () => {
      expect(decimalText('0.000000000000000001')).to.equal('0.000000000000000001');
      expect(decimalText(0.1)).to.equal('0.1');
      expect(decimalText(1e-7)).to.equal(undefined);
      expect(decimalText('1e3')).to.equal(undefined);
      expect(decimalText(' 1')).to.equal(undefined);
      expect(decimalText(-1)).to.equal(undefined);
    });
  });

  describe('checkout URL', () => {
    afterEach(() => allowLoopbackFor([]));

    it("opens only on the provider's own hosts over https, or loopback on a devnet", () => {
      const coinbase = 'https://pay.coinbase.com/buy/select-asset?appId=x&defaultNetwork=base';
      const meld = 'https://meldcrypto.com/?token=abc';
      expect(parseOnRampUrl({ url: coinbase }, 'coinbase')).to.equal(coinbase);
      expect(parseOnRampUrl({ url: meld }, 'meld')).to.equal(meld);
      malformed(() => parseOnRampUrl({ url: meld }, 'coinbase'));
      malformed(() => parseOnRampUrl({ url: coinbase }, 'meld'));
      malformed(() => parseOnRampUrl({ url: 'http://127.0.0.1:4173/api/devnet/checkout/meld/abc' }, 'meld'));
      allowLoopbackFor(['http://127.0.0.1:4173/api']);
      expect(parseOnRampUrl({ url: 'http://127.0.0.1:4173/api/devnet/checkout/meld/abc' }, 'meld')).to.equal(
        'http://127.0.0.1:4173/api/devnet/checkout/meld/abc',
      );
      for (const url of [
        'https://pay.example/buy?x=1',
        'https://pay.coinbase.com.evil.example/buy',
        'https://evil.example/pay.coinbase.com',
        'https://pay.coinbase.com@evil.example/',
        'javascript:alert(1)',
        'http://pay.coinbase.com/buy',
        'data:text/html,x',
        'https://u:p@pay.coinbase.com/',
        'https://pay.coinbase.com/\u202E',
        `https://pay.coinbase.com/${'a'.repeat(5000)}`,
        7,
        null,
      ]) {
        malformed(() => parseOnRampUrl({ url }, 'coinbase'));
      }
      malformed(() => parseOnRampUrl('https://pay.coinbase.com/', 'coinbase'));
      malformed(() => parseOnRampUrl({ url: coinbase }, 'unknown'));
    });

    it('says so with its own message (nothing is opened)', () => {
      try {
        parseOnRampUrl({ url: 'https://evil.example/' }, 'coinbase');
        expect.fail('expected a refusal');
      } catch (error) {
        expect((error as WalletModalError).messageKey).to.equal('error.onRampCheckoutRefused');
      }
    });
  });

  describe('history', () => {
    const item = (status: unknown, hash = '0x' + 'ab'.repeat(32)) => ({
      id: hash,
      metadata: {
        operationType: 'buy',
        hash,
        minedAt: '2026-11-24T03:00:00.000Z',
        sentFrom: 'Coinbase',
        sentTo: '0xbeef',
        status,
        nonce: 0,
        chain: 'eip155:31337',
      },
      transfers: [{ fungible_info: { name: 'Devnet USD Coin', symbol: 'dUSDC' }, direction: 'in', quantity: { numeric: '49.4' } }],
    });

    it('reads the on-ramp statuses as pending, confirmed and failed; an unknown one stays pending', () => {
      const page = parseOnRampHistory({
        data: [
          item('ONRAMP_TRANSACTION_STATUS_IN_PROGRESS', 'a1'),
          item('ONRAMP_TRANSACTION_STATUS_SUCCESS'),
          item('ONRAMP_TRANSACTION_STATUS_FAILED', 'a2'),
          item('__proto__', 'a3'),
          item('constructor', 'a4'),
          item({ status: 'x' }, 'a5'),
          item(undefined, 'a6'),
        ],
        next: null,
      });
      expect(page.data.map((t) => t.metadata.status)).to.deep.equal([
        'pending',
        'confirmed',
        'failed',
        'pending',
        'pending',
        'pending',
        'pending',
      ]);
      expect(page.data[1]?.transfers[0]).to.deep.equal({
        fungible_info: { name: 'Devnet USD Coin', symbol: 'dUSDC' },
        direction: 'in',
        quantity: { numeric: '49.4' },
      });
      expect(page.next).to.equal(undefined);
    });

    it('drops what the history parser drops and refuses a body without a list', () => {
      expect(
        parseOnRampHistory({ data: [null, 'x', item('ONRAMP_TRANSACTION_STATUS_SUCCESS', ''), { metadata: 'x' }] }).data,
      ).to.deep.equal([]);
      expect(
        parseOnRampHistory({ data: Array.from({ length: 1000 }, (_, i) => item('ONRAMP_TRANSACTION_STATUS_SUCCESS', `h${i}`)) }).data,
      ).to.have.length(100);
      for (const body of [null, {}, { data: 'x' }, []]) malformed(() => parseOnRampHistory(body));
    });
  });
});
