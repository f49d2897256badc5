// On-ramp's money: exact decimal text to bigint, exact comparison, and Intl formatting for the
// element's language (never by hand).
import { expect } from 'chai';
import { compareDecimal, formatFiat, formatFiatNumber, formatTokenAmount, toUnits } from '../../../../../src/state/onramp/rules/money';

describe('on-ramp money', () => {
  it('reads decimal text exactly as hundredths', () => {
    expect(toUnits('10')).to.equal(1000n);
    expect(toUnits('7500.00')).to.equal(750000n);
    expect(toUnits('0.1')).to.equal(10n);
    expect(toUnits('10.')).to.equal(1000n);
    expect(toUnits('0.005')).to.equal(undefined);
    expect(toUnits('0.005', 3)).to.equal(5n);
    for (const bad of ['', 'x', '-1', '1e2', '.5', '1 000']) expect(toUnits(bad), bad).to.equal(undefined);
  });

  it('compares decimals of any length exactly', () => {
    expect(compareDecimal('49.5', '49.50')).to.equal(0);
    expect(compareDecimal('49.504950495049504950', '49.504950495049504951')).to.equal(-1);
    expect(compareDecimal('100', '99.999999')).to.equal(1);
  });

  it('formats for the language with Intl.NumberFormat', () => {
    expect(formatFiatNumber('7500.00', 'en')).to.equal(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(7500));
    expect(formatFiatNumber('7500', 'en')).to.equal('7,500.00');
    expect(formatFiatNumber('25000', 'de')).to.equal('25.000,00');
    expect(formatFiat('50', 'USD', 'en')).to.equal('$50.00');
    expect(formatFiat('50', 'EUR', 'de')).to.equal(new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(50));
    expect(formatTokenAmount('49.504950495', 'SOL', 'en')).to.equal('49.504950495 SOL');
    expect(formatTokenAmount('49.400000', 'dUSDC', 'de')).to.equal('49,4 dUSDC');
  });

  it('keeps the digits of long amounts (decimal text, not a float)', () => {
    expect(formatTokenAmount('12345678901234567.5', 'SOL', 'en')).to.equal('12,345,678,901,234,567.5 SOL');
  });

  it('an unknown currency code shows the number and the code', () => {
    expect(formatFiat('10', 'NOTACODE', 'en')).to.equal('10.00 NOTACODE');
  });
});
