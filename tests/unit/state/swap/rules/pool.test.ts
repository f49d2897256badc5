// Swap's pool arithmetic: the constant-product output and input (against the formula, with
// fast-check), the price impact of a quote against a tiny trade's, and its warning levels.
import { expect } from 'chai';
import fc from 'fast-check';
import {
  constantProductIn,
  constantProductOut,
  formatBps,
  priceImpactBps,
  priceImpactLevel,
} from '../../../../../src/state/swap/rules/pool';

const reserve = fc.bigInt({ min: 1000n, max: 10n ** 30n });
const amount = fc.bigInt({ min: 1n, max: 10n ** 27n });

describe('swap pool arithmetic', () => {
  it('pays what the devnet pool pays: 1000 in at 1:1 reserves of 1,000,000', () => {
    // (1000·997·1e6) / (1e6·1000 + 1000·997) = 996.006… → 996
    expect(constantProductOut(1000n, 1_000_000n, 1_000_000n)).to.equal(996n);
    expect(constantProductOut(0n, 1n, 1n)).to.equal(0n);
    expect(constantProductOut(5n, 0n, 10n)).to.equal(0n);
  });

  it('never lowers k (fee included) and never pays the whole reserve', () => {
    fc.assert(
      fc.property(amount, reserve, reserve, (amountIn, reserveIn, reserveOut) => {
        const out = constantProductOut(amountIn, reserveIn, reserveOut);
        expect(out < reserveOut).to.equal(true);
        // Uniswap v2's invariant: (rIn·1000 + in·997)·(rOut − out) ≥ rIn·rOut·1000
        expect((reserveIn * 1000n + amountIn * 997n) * (reserveOut - out) >= reserveIn * reserveOut * 1000n).to.equal(true);
        // and it is the largest such output
        expect((reserveIn * 1000n + amountIn * 997n) * (reserveOut - out - 1n) < reserveIn * reserveOut * 1000n).to.equal(true);
      }),
      { numRuns: 500 },
    );
  });

  it('the input it asks for pays at least the output, and one less does not', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 24n }), (reserveIn, reserveOut, want) => {
        fc.pre(want < reserveOut);
        const needed = constantProductIn(want, reserveIn, reserveOut)!;
        expect(constantProductOut(needed, reserveIn, reserveOut) >= want).to.equal(true);
        expect(constantProductOut(needed - 1n, reserveIn, reserveOut) <= want).to.equal(true);
      }),
      { numRuns: 500 },
    );
    expect(constantProductIn(10n, 100n, 10n)).to.equal(undefined);
  });

  it('price impact: zero at the reference rate, larger for a larger trade, and the pool’s own for a big one', () => {
    const [rIn, rOut] = [1_000_000n * 10n ** 6n, 1_000_000n * 10n ** 6n];
    const reference = { fromAmount: 10n ** 6n, toAmount: constantProductOut(10n ** 6n, rIn, rOut) };
    expect(priceImpactBps(reference, reference)).to.equal(0n);
    const big = 100_000n * 10n ** 6n;
    const impact = priceImpactBps({ fromAmount: big, toAmount: constantProductOut(big, rIn, rOut) }, reference);
    // 1 − 1/(1 + 0.0997) ≈ 9.07%
    expect(impact).to.equal(907n);
    expect(priceImpactLevel(impact)).to.equal('confirm');
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 6n, max: 10n ** 12n }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (small, extra) => {
        const quote = (x: bigint) => ({ fromAmount: x, toAmount: constantProductOut(x, rIn, rOut) });
        expect(priceImpactBps(quote(small + extra), reference) >= priceImpactBps(quote(small), reference)).to.equal(true);
      }),
      { numRuns: 300 },
    );
  });

  it('warns above 1% and asks to confirm above 5%', () => {
    expect([0n, 100n, 101n, 500n, 501n].map(priceImpactLevel)).to.deep.equal(['none', 'none', 'warn', 'warn', 'confirm']);
    expect([0n, 5n, 50n, 100n, 125n, 907n].map(formatBps)).to.deep.equal(['0', '0.05', '0.5', '1', '1.25', '9.07']);
  });
});
