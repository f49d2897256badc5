// Numbers, fiat, token amounts (bigint-exact), percentages in the active locale.
import { expect } from 'chai';
import { formatDecimalText, formatPercent } from '../../../../src/services/locale-number';
import { formatAmount } from '../../../../src/services/units';
import { formatUsd, USD_SCALE } from '../../../../src/state/balances/rules/portfolio';
import { shortQuantity } from '../../../../src/state/activity/rules/describe';

const usd = (dollars: string) => BigInt(dollars.replace('.', '')) * 10n ** BigInt(USD_SCALE - (dollars.split('.')[1]?.length ?? 0));
const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Intl formats in the locale', () => {
  it('token amounts: bigint-exact digits, cut at the decimals shown, grouped for the locale', () => {
    const amount = 123456789012345678901234567n; // 123,456,789.012345678901234567 with 18 decimals
    expect(formatAmount(amount, 18, 'ETH')).to.equal('123,456,789.0123 ETH');
    expect(formatAmount(amount, 18, 'ETH', 4, 'de')).to.equal('123.456.789,0123 ETH');
    expect(formatAmount(amount, 18, 'ETH', 6, 'ja')).to.equal('123,456,789.012345 ETH');
    expect(formatAmount(amount, 18, 'ETH', 4, 'ar')).to.equal(
      `${new Intl.NumberFormat('ar', { minimumFractionDigits: 4 }).format(123456789.0123)} ETH`,
    );
    expect(formatAmount(10n ** 18n, 18, 'ETH', 4, 'de')).to.equal('1 ETH');
    // Beyond 2^53 the digits stay exact.
    expect(formatAmount(2n ** 70n, 0, '', 4, 'de')).to.equal('1.180.591.620.717.411.303.424');
  });

  it("fiat: US dollars in the locale's currency format; dust as less than a cent", () => {
    expect(formatUsd(usd('1234.567'))).to.equal('$1,234.57');
    expect(nbsp(formatUsd(usd('1234.567'), 'de'))).to.equal('1.234,57 $');
    expect(formatUsd(usd('1234.567'), 'ja')).to.equal(new Intl.NumberFormat('ja', { style: 'currency', currency: 'USD' }).format(1234.57));
    expect(formatUsd(usd('1234.567'), 'ar')).to.equal(new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(1234.57));
    expect(nbsp(formatUsd(1n, 'de'))).to.equal('<0,01 $');
  });

  it('decimal text, activity quantities and percentages', () => {
    expect(formatDecimalText('-1234.50', 'de')).to.equal('-1.234,50');
    expect(shortQuantity('0.00001', 4, 'de')).to.equal('<0,0001');
    expect(shortQuantity('1234.56789', 4, 'ja')).to.equal('1,234.5678');
    expect(nbsp(formatPercent(0.125, 'de'))).to.equal('12,5 %');
    expect(formatPercent(0.125, 'ar')).to.equal(new Intl.NumberFormat('ar', { style: 'percent', maximumFractionDigits: 2 }).format(0.125));
  });
});
