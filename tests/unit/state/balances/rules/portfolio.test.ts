import { expect } from 'chai';
import { BALANCE_CACHE_MS, BALANCE_RETRY_GAP_MS } from '../../../../../src/state/shared/constants';
import { decimalToScaled, formatUsd, multiplyUsd, shouldFetchBalances, USD_SCALE } from '../../../../../src/state/balances/rules/portfolio';

const usd = (decimal: string) => decimalToScaled(decimal, USD_SCALE);

describe('portfolio rules', () => {
  it('decimal strings become exact scaled bigints (extra places cut)', () => {
    expect(decimalToScaled('1.2345', 18)).to.equal(1_234_500_000_000_000_000n);
    expect(decimalToScaled('0.000001', 6)).to.equal(1n);
    expect(decimalToScaled('7', 0)).to.equal(7n);
    expect(decimalToScaled('1.99', 1)).to.equal(19n);
    expect(() => decimalToScaled('1e-7', 8)).to.throw(TypeError);
    expect(() => decimalToScaled('-1', 8)).to.throw(TypeError);
  });

  it('USD sums have no float drift', () => {
    expect(0.1 + 0.2).not.to.equal(0.3);
    expect(usd('0.1') + usd('0.2')).to.equal(usd('0.3'));
    // 1,000 rows of 0.01 make exactly 10.
    const total = Array.from({ length: 1000 }, () => usd('0.01')).reduce((sum, value) => sum + value, 0n);
    expect(formatUsd(total)).to.equal('$10.00');
  });

  it('quantity × price is exact', () => {
    expect(formatUsd(multiplyUsd('1.2345', '3000'))).to.equal('$3,703.50');
    expect(multiplyUsd('0.3', '3')).to.equal(usd('0.9'));
  });

  it('formats USD rounded half up to cents, grouped, with dust shown as <$0.01', () => {
    expect(formatUsd(usd('1234567.125'))).to.equal('$1,234,567.13');
    expect(formatUsd(usd('0.994'))).to.equal('$0.99');
    expect(formatUsd(usd('0.995'))).to.equal('$1.00');
    expect(formatUsd(usd('0.001'))).to.equal('<$0.01');
    expect(formatUsd(0n)).to.equal('$0.00');
  });

  describe('shouldFetchBalances', () => {
    const now = 1_000_000_000;
    it('fetches when nothing is known', () => {
      expect(shouldFetchBalances(undefined, now)).to.equal(true);
    });

    it('keeps a fresh answer for 30 s, then asks again', () => {
      expect(BALANCE_CACHE_MS).to.equal(30_000);
      const record = { fetchedAt: now };
      expect(shouldFetchBalances(record, now + BALANCE_CACHE_MS - 1)).to.equal(false);
      expect(shouldFetchBalances(record, now + BALANCE_CACHE_MS)).to.equal(true);
    });

    it("a forced refresh (after the visitor's own transaction) skips the cache", () => {
      expect(shouldFetchBalances({ fetchedAt: now }, now + 1, true)).to.equal(true);
    });

    it('after a failure, no request for 30 s even when forced; then the next try goes out', () => {
      expect(BALANCE_RETRY_GAP_MS).to.equal(30_000);
      const record = { failedAt: now };
      expect(shouldFetchBalances(record, now + BALANCE_RETRY_GAP_MS - 1)).to.equal(false);
      expect(shouldFetchBalances(record, now + BALANCE_RETRY_GAP_MS - 1, true)).to.equal(false);
      expect(shouldFetchBalances(record, now + BALANCE_RETRY_GAP_MS)).to.equal(true);
    });
  });
});
