// On-ramp's limits: the built-in USD/EUR options (SPEC §9) and the typed amount checked against
// the chosen currency and method, with the limit it broke.
import { expect } from 'chai';
import { checkAmount, FALLBACK_ONRAMP_OPTIONS, limitOf } from '../../../../../src/state/onramp/rules/limits';

const service = { paymentCurrencies: [{ id: 'GBP', limits: [{ id: 'card', min: '5', max: '500.50' }] }], purchaseCurrencies: [] };

describe('on-ramp limits', () => {
  it('the fallback has USD and EUR: card 10.00–7500.00, bank account 10.00–25000.00', () => {
    expect(FALLBACK_ONRAMP_OPTIONS.paymentCurrencies.map((entry) => entry.id)).to.deep.equal(['USD', 'EUR']);
    for (const currency of ['USD', 'EUR']) {
      expect(limitOf(FALLBACK_ONRAMP_OPTIONS, currency, 'card')).to.deep.include({ min: '10.00', max: '7500.00' });
      expect(limitOf(FALLBACK_ONRAMP_OPTIONS, currency, 'ach_bank_account')).to.deep.include({ min: '10.00', max: '25000.00' });
    }
  });

  it('refuses amounts under the minimum and over the maximum, with the limit', () => {
    expect(checkAmount('9.99', FALLBACK_ONRAMP_OPTIONS, 'USD', 'card')).to.deep.equal({
      ok: false,
      problem: 'onramp.limit.min',
      limit: '10.00',
    });
    expect(checkAmount('7500.01', FALLBACK_ONRAMP_OPTIONS, 'USD', 'card')).to.deep.equal({
      ok: false,
      problem: 'onramp.limit.max',
      limit: '7500.00',
    });
    expect(checkAmount('7500.01', FALLBACK_ONRAMP_OPTIONS, 'EUR', 'ach_bank_account')).to.deep.equal({ ok: true, amount: '7500.01' });
    expect(checkAmount('25000.01', FALLBACK_ONRAMP_OPTIONS, 'EUR', 'ach_bank_account')).to.deep.equal({
      ok: false,
      problem: 'onramp.limit.max',
      limit: '25000.00',
    });
  });

  it('accepts the limits themselves and amounts between them', () => {
    for (const amount of ['10', '10.00', '10.0', '50', '7500', '7500.00'])
      expect(checkAmount(amount, FALLBACK_ONRAMP_OPTIONS, 'USD', 'card').ok, amount).to.equal(true);
    expect(checkAmount(' 50 ', FALLBACK_ONRAMP_OPTIONS, 'USD', 'card')).to.deep.equal({ ok: true, amount: '50' });
  });

  it('says what is wrong with an amount that is not one', () => {
    expect(checkAmount('', FALLBACK_ONRAMP_OPTIONS, 'USD', 'card')).to.deep.equal({ ok: false, problem: 'onramp.amount.empty' });
    for (const bad of ['abc', '-5', '1e3', '10.001', '.5', '1,000', '10..0']) {
      expect(checkAmount(bad, FALLBACK_ONRAMP_OPTIONS, 'USD', 'card'), bad).to.deep.equal({ ok: false, problem: 'onramp.amount.invalid' });
    }
  });

  it("uses the service's limits when it has them; a currency or method it lacks is unavailable", () => {
    expect(checkAmount('4.99', service, 'GBP', 'card')).to.deep.equal({ ok: false, problem: 'onramp.limit.min', limit: '5' });
    expect(checkAmount('500.50', service, 'GBP', 'card')).to.deep.equal({ ok: true, amount: '500.50' });
    expect(checkAmount('50', service, 'GBP', 'ach_bank_account')).to.deep.equal({ ok: false, problem: 'onramp.method.unavailable' });
    expect(checkAmount('50', service, 'USD', 'card')).to.deep.equal({ ok: false, problem: 'onramp.method.unavailable' });
  });
});
