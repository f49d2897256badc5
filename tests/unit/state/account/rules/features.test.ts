import { expect } from 'chai';
import { accountFeatures, FEATURE_VIEWS } from '../../../../../src/state/account/rules/features';
import type { AccountFeature, ViewName } from '../../../../../src/state/shared/types';

const ALL: AccountFeature[] = ['onramp', 'swaps', 'receive', 'send', 'history', 'names'];
const built = (...views: ViewName[]) => (view: ViewName) => views.includes(view);

describe('accountFeatures (the account features row)', () => {
  it('keeps the host order and shows only features whose view is in the build', () => {
    const hasView = built('WalletReceive', 'WalletSend', 'Transactions');
    expect(accountFeatures(['history', 'send', 'onramp', 'receive'], hasView, 'eip155')).to.deep.equal(['history', 'send', 'receive']);
  });

  it('shows nothing the host left out', () => {
    expect(accountFeatures(['receive'], built(...Object.values(FEATURE_VIEWS)), 'eip155')).to.deep.equal(['receive']);
    expect(accountFeatures([], built(...Object.values(FEATURE_VIEWS)), 'eip155')).to.deep.equal([]);
  });

  it('offers names and swaps on EVM only', () => {
    const everything = built(...Object.values(FEATURE_VIEWS));
    expect(accountFeatures(ALL, everything, 'eip155')).to.deep.equal(ALL);
    expect(accountFeatures(ALL, everything, 'solana')).to.deep.equal(['onramp', 'receive', 'send', 'history']);
  });

  it('maps every feature to a distinct view', () => {
    expect(new Set(Object.values(FEATURE_VIEWS)).size).to.equal(ALL.length);
  });
});
