import { expect } from 'chai';
import * as utils from '../../src/utils';

describe('wallet-modal/utils entry', () => {
  it('exports exactly the pure helpers of DESIGN.md §4', () => {
    expect(Object.keys(utils).sort()).to.deep.equal([
      'filterTokenBalances',
      'filterTransactions',
      'isAddress',
      'isPairingExpired',
      'isRetryableStatus',
      'nameCoinType',
      'parseCaipAddress',
      'parseCaipNetworkId',
      'toWalletError',
      'validateName',
    ]);
  });
});
