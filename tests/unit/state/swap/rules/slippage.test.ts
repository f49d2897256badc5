// Swap's slippage: the accepted values (0 < x ≤ 50, two decimals at most), the minimum received
// rounded down, and a fresh quote that worsened beyond it.
import { expect } from 'chai';
import fc from 'fast-check';
import { minimumReceived, parseSlippage, worsenedBeyondSlippage } from '../../../../../src/state/swap/rules/slippage';

describe('swap slippage', () => {
  it('accepts the presets and custom values up to 50, refuses the rest', () => {
    expect(parseSlippage('1')).to.deep.equal({ ok: true, percent: '1', bps: 100n });
    expect(parseSlippage('0.1')).to.deep.equal({ ok: true, percent: '0.1', bps: 10n });
    expect(parseSlippage('0.50')).to.deep.equal({ ok: true, percent: '0.5', bps: 50n });
    expect(parseSlippage('0.01%')).to.deep.equal({ ok: true, percent: '0.01', bps: 1n });
    expect(parseSlippage('50')).to.deep.equal({ ok: true, percent: '50', bps: 5000n });
    expect(parseSlippage('0')).to.deep.equal({ ok: false, problem: 'swap.slippage.tooLow' });
    expect(parseSlippage('0.00')).to.deep.equal({ ok: false, problem: 'swap.slippage.tooLow' });
    expect(parseSlippage('50.01')).to.deep.equal({ ok: false, problem: 'swap.slippage.tooHigh' });
    for (const bad of ['', 'abc', '-1', '1.234', '1e2', '.5', '1..2'])
      expect(parseSlippage(bad), bad).to.deep.equal({ ok: false, problem: 'swap.slippage.notANumber' });
  });

  it('minimum received is the quote less the slippage, rounded down, never more than the quote', () => {
    expect(minimumReceived(996n, 100n)).to.equal(986n); // 986.04
    expect(minimumReceived(100_000_000n, 1n)).to.equal(99_990_000n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 5000n }), (to, bps) => {
        const min = minimumReceived(to, bps);
        expect(min <= to).to.equal(true);
        expect(min * 10_000n <= to * (10_000n - bps)).to.equal(true);
        expect((min + 1n) * 10_000n > to * (10_000n - bps)).to.equal(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a fresh quote below the seen quote’s minimum has worsened beyond the slippage', () => {
    expect(worsenedBeyondSlippage(1000n, 990n, 100n)).to.equal(false);
    expect(worsenedBeyondSlippage(1000n, 989n, 100n)).to.equal(true);
    expect(worsenedBeyondSlippage(1000n, 1100n, 1n)).to.equal(false);
  });
});
