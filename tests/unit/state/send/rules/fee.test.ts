import { expect } from 'chai';
import { feeShortfall } from '../../../../../src/state/send/rules/fee';

describe('feeShortfall', () => {
  it('a native send pays amount and fee from one balance; a token send only the fee', () => {
    expect(feeShortfall({ nativeBalance: 100n, fee: 10n, amount: 90n, native: true })).to.equal(false);
    expect(feeShortfall({ nativeBalance: 100n, fee: 10n, amount: 91n, native: true })).to.equal(true);
    expect(feeShortfall({ nativeBalance: 10n, fee: 10n, amount: 1_000_000n, native: false })).to.equal(false);
    expect(feeShortfall({ nativeBalance: 9n, fee: 10n, amount: 1n, native: false })).to.equal(true);
  });
});
