// On-ramp's quotes side by side: the provider that delivers more first, failed and pending ones
// after in their own order; fees summed exactly.
import { expect } from 'chai';
import { orderQuotes, totalFees, type ProviderQuote } from '../../../../../src/state/onramp/rules/quotes';

const ready = (provider: string, purchaseAmount: string): ProviderQuote => ({
  provider,
  status: 'ready',
  quote: {
    provider,
    purchaseAmount,
    paymentSubtotal: '49.5',
    paymentTotal: '50',
    providerFee: '0.5',
    networkFee: '0',
    currency: 'USD',
    quoteId: provider,
  },
});

describe('on-ramp quotes', () => {
  it('orders by what the visitor gets, better first', () => {
    expect(orderQuotes([ready('a', '49.0'), ready('b', '49.5')]).map((entry) => entry.provider)).to.deep.equal(['b', 'a']);
    expect(orderQuotes([ready('a', '49.5'), ready('b', '49.0')]).map((entry) => entry.provider)).to.deep.equal(['a', 'b']);
    expect(orderQuotes([ready('a', '9.9'), ready('b', '10')]).map((entry) => entry.provider)).to.deep.equal(['b', 'a']);
  });

  it("keeps the providers' order for ties and for quotes not ready; answered quotes come first", () => {
    expect(orderQuotes([ready('a', '1.0'), ready('b', '1')]).map((entry) => entry.provider)).to.deep.equal(['a', 'b']);
    const failed: ProviderQuote = { provider: 'a', status: 'failed', messageKey: 'error.unknown' };
    expect(orderQuotes([failed, ready('b', '1')]).map((entry) => entry.provider)).to.deep.equal(['b', 'a']);
    expect(
      orderQuotes([
        { provider: 'a', status: 'loading' },
        { provider: 'b', status: 'idle' },
      ]).map((entry) => entry.provider),
    ).to.deep.equal(['a', 'b']);
  });

  it('sums the provider and network fees exactly', () => {
    expect(totalFees({ providerFee: '0.5', networkFee: '0.01' })).to.equal('0.51');
    expect(totalFees({ providerFee: '1', networkFee: '2' })).to.equal('3');
    expect(totalFees({ providerFee: '0.000001', networkFee: '0' })).to.equal('0.000001');
    expect(totalFees({ providerFee: 'x', networkFee: '0' })).to.equal(undefined);
  });
});
