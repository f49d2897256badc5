import { expect } from 'chai';
import {
  amountUsd,
  amountUsdScaled,
  formatAmountInput,
  MAX_AMOUNT_INPUT_LENGTH,
  maxAmount,
  parseAmount,
  type AmountCheck,
} from '../../../../../src/state/send';

const ok = (value: bigint): AmountCheck => ({ ok: true, value });
const refused = (problem: string) => ({ ok: false, problem });

describe('send amount rules', () => {
  it('parses what the visitor typed into exact base units', () => {
    const cases: [string, number, bigint][] = [
      ['12.5', 6, 12_500_000n],
      ['0.01', 18, 10_000_000_000_000_000n],
      ['1', 9, 1_000_000_000n],
      ['.5', 6, 500_000n],
      ['5.', 6, 5_000_000n],
      ['  3.25  ', 2, 325n],
      ['007', 0, 7n],
      ['0.000001', 6, 1n],
      ['1.500000000', 1, 15n],
      ['123456789012345678901234567890.123456789012345678', 18, 123456789012345678901234567890123456789012345678n],
      ['0.1', 18, 100_000_000_000_000_000n],
      ['9007199254740993', 0, 9007199254740993n],
    ];
    for (const [input, decimals, value] of cases) expect(parseAmount(input, decimals), input).to.deep.equal(ok(value));
  });

  it('says why an amount is refused, with catalogue keys', () => {
    const cases: [string, number, string][] = [
      ['', 6, 'error.sendAmountAndReceiverRequired'],
      ['   ', 6, 'error.sendAmountAndReceiverRequired'],
      ['-1', 6, 'send.amount.negative'],
      ['-0.5', 6, 'send.amount.negative'],
      ['-.5', 6, 'send.amount.negative'],
      ['abc', 6, 'send.amount.notANumber'],
      ['1e5', 6, 'send.amount.notANumber'],
      ['1,5', 6, 'send.amount.notANumber'],
      ['1.2.3', 6, 'send.amount.notANumber'],
      ['.', 6, 'send.amount.notANumber'],
      ['-', 6, 'send.amount.notANumber'],
      ['+1', 6, 'send.amount.notANumber'],
      ['0x10', 6, 'send.amount.notANumber'],
      ['1 000', 6, 'send.amount.notANumber'],
      ['Infinity', 6, 'send.amount.notANumber'],
      ['NaN', 6, 'send.amount.notANumber'],
      ['١٢', 6, 'send.amount.notANumber'],
      ['0.1234567', 6, 'send.amount.tooManyDecimals'],
      ['1.5', 0, 'send.amount.tooManyDecimals'],
      ['0.0000000000000000001', 18, 'send.amount.tooManyDecimals'],
      ['0', 6, 'send.amount.zero'],
      ['0.000', 6, 'send.amount.zero'],
      ['.0', 6, 'send.amount.zero'],
      ['1'.repeat(MAX_AMOUNT_INPUT_LENGTH + 1), 6, 'send.amount.tooLong'],
    ];
    for (const [input, decimals, problem] of cases) expect(parseAmount(input, decimals), input).to.deep.equal(refused(problem));
    expect(parseAmount('1'.repeat(MAX_AMOUNT_INPUT_LENGTH), 0)).to.deep.equal(ok(BigInt('1'.repeat(MAX_AMOUNT_INPUT_LENGTH))));
  });

  it('refuses more than the balance and accepts exactly the balance', () => {
    expect(parseAmount('12.5', 6, 12_500_000n)).to.deep.equal(ok(12_500_000n));
    expect(parseAmount('12.500001', 6, 12_500_000n)).to.deep.equal(refused('send.amount.overBalance'));
    expect(parseAmount('1', 18, 0n)).to.deep.equal(refused('send.amount.overBalance'));
    // Zero is said before the balance: an empty wallet typing 0 is told 0 is not an amount.
    expect(parseAmount('0', 18, 0n)).to.deep.equal(refused('send.amount.zero'));
  });

  it('formats base units back for the field, exactly', () => {
    expect(formatAmountInput(12_500_000n, 6)).to.equal('12.5');
    expect(formatAmountInput(1n, 18)).to.equal('0.000000000000000001');
    expect(formatAmountInput(7n, 0)).to.equal('7');
    expect(formatAmountInput(0n, 9)).to.equal('0');
  });

  it('Max is the whole token balance, and the native balance less the fee, never negative', () => {
    expect(maxAmount(2_500_000n, { native: false })).to.equal(2_500_000n);
    expect(maxAmount(2_500_000n, { native: false, fee: 1_000n })).to.equal(2_500_000n);
    expect(maxAmount(10n ** 18n, { native: true, fee: 21_000n * 10n ** 9n })).to.equal(10n ** 18n - 21_000n * 10n ** 9n);
    expect(maxAmount(5_000n, { native: true, fee: 5_000n })).to.equal(0n);
    expect(maxAmount(4_999n, { native: true, fee: 5_000n })).to.equal(0n);
    expect(maxAmount(0n, { native: true, fee: 1n })).to.equal(0n);
    expect(maxAmount(100n, { native: true })).to.equal(100n);
  });

  it('values an amount in USD exactly and formats it for display', () => {
    expect(amountUsd(12_500_000n, 6, '1')).to.equal('$12.50');
    expect(amountUsd(10n ** 16n, 18, '3000')).to.equal('$30.00');
    expect(amountUsd(1_234_500_000_000_000_000n, 18, '3000.5')).to.equal('$3,704.12');
    expect(amountUsd(10n ** 10n, 18, '3000')).to.equal('<$0.01');
    expect(amountUsd(0n, 6, '1')).to.equal('$0.00');
    expect(amountUsd(10n ** 9n, 9, '0.1')).to.equal('$0.10');
    expect(amountUsd(123n, 0, '0.5')).to.equal('$61.50');
    expect(amountUsd(10n ** 6n, 6, undefined)).to.equal(undefined);
    // 0.1 + 0.2 worth of a $1 token is exactly $0.30: no float drift.
    expect(amountUsdScaled(100_000n, 6, '1') + amountUsdScaled(200_000n, 6, '1')).to.equal(amountUsdScaled(300_000n, 6, '1'));
    // Beyond a float's 2^53: every digit counts.
    expect(amountUsd(9_007_199_254_740_993n * 10n ** 18n, 18, '1')).to.equal('$9,007,199,254,740,993.00');
  });
});
