import { expect } from 'chai';
import { isWalletModalError } from '../../../../../src/services/errors';
import { nameCoinType, validateName } from '../../../../../src/utils';

describe('validateName', () => {
  it('accepts letters, digits and hyphens, 4 characters or more', () => {
    for (const good of ['abcd', 'ABCD', 'a1-b', '1234', '----', 'my-long-name-2026']) expect(validateName(good), good).to.equal(true);
  });

  it('rejects shorter names and any other character', () => {
    for (const bad of ['', 'abc', 'ab-', 'abc_d', 'abc.d', 'abc d', 'héllo', 'name!', 'abcd\n'])
      expect(validateName(bad), bad).to.equal(false);
  });
});

describe('nameCoinType', () => {
  it('is 60 for Ethereum mainnet', () => {
    expect(nameCoinType(1)).to.equal(60);
  });

  it('sets the EVM bit on any other chain id below 2^31 (ENSIP-11)', () => {
    expect(nameCoinType(10)).to.equal(2147483658);
    expect(nameCoinType(8453)).to.equal(2147492101);
    expect(nameCoinType(31337)).to.equal(0x80000000 + 31337);
    expect(nameCoinType(0)).to.equal(0x80000000);
    expect(nameCoinType(2147483647)).to.equal(0xffffffff);
  });

  it('throws Invalid chainId from 2^31 up, and for negative or fractional ids', () => {
    for (const bad of [2147483648, 4294967296, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      let thrown: unknown;
      try {
        nameCoinType(bad);
      } catch (error) {
        thrown = error;
      }
      expect(isWalletModalError(thrown, 'InvalidChainIdError'), String(bad)).to.equal(true);
      expect((thrown as Error).message).to.contain('Invalid chainId');
    }
  });
});
