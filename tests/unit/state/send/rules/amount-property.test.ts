// Property tests: a base-unit amount formatted for the field parses back to itself, for any
// decimals, and parsing is digit-exact (no float ever holds the value).
import { expect } from 'chai';
import fc from 'fast-check';
import { formatAmountInput, parseAmount } from '../../../../../src/state/send';

const decimals = fc.integer({ min: 0, max: 36 });
const positive = fc.bigInt({ min: 1n, max: 2n ** 256n - 1n });

describe('send amount properties', () => {
  it('format → parse round-trips every positive amount', () => {
    fc.assert(
      fc.property(positive, decimals, (value, places) => {
        expect(parseAmount(formatAmountInput(value, places), places)).to.deep.equal({ ok: true, value });
      }),
      { numRuns: 500 },
    );
  });

  it('parsing a digit string is exact: whole and fraction digits become the base units, with no rounding', () => {
    const digits = (max: number) => fc.stringMatching(new RegExp(`^[0-9]{0,${max}}$`));
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9][0-9]{0,40}$/), digits(18), fc.integer({ min: 18, max: 30 }), (whole, fraction, places) => {
        const expected = BigInt(whole + fraction.padEnd(places, '0'));
        expect(parseAmount(fraction ? `${whole}.${fraction}` : whole, places)).to.deep.equal({ ok: true, value: expected });
      }),
      { numRuns: 500 },
    );
  });

  it('never accepts more decimals than the token has (other than trailing zeros)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 18 }), fc.stringMatching(/^[0-9]{0,5}[1-9]$/), (places, tail) => {
        const fraction = '0'.repeat(places) + tail;
        expect(parseAmount(`1.${fraction}`, places)).to.deep.equal({ ok: false, problem: 'send.amount.tooManyDecimals' });
      }),
      { numRuns: 300 },
    );
  });
});
