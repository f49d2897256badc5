import { expect } from 'chai';
import { accountFeatures } from '../../../../../src/state/account/rules/features';
import type { AccountFeature } from '../../../../../src/state/shared/types';

const ALL: AccountFeature[] = ['onramp', 'swaps', 'receive', 'send', 'history', 'names'];
const built =
  (...features: AccountFeature[]) =>
  (feature: AccountFeature) =>
    features.includes(feature);

describe('accountFeatures (the account features row)', () => {
  it('keeps the host order and shows only features in the build', () => {
    const isBuilt = built('receive', 'send', 'history');
    expect(accountFeatures(['history', 'send', 'onramp', 'receive'], isBuilt, 'eip155')).to.deep.equal(['history', 'send', 'receive']);
  });

  it('shows nothing the host left out', () => {
    expect(accountFeatures(['receive'], built(...ALL), 'eip155')).to.deep.equal(['receive']);
    expect(accountFeatures([], built(...ALL), 'eip155')).to.deep.equal([]);
  });

  it('offers names and swaps on EVM only', () => {
    expect(accountFeatures(ALL, built(...ALL), 'eip155')).to.deep.equal(ALL);
    expect(accountFeatures(ALL, built(...ALL), 'solana')).to.deep.equal(['onramp', 'receive', 'send', 'history']);
  });
});
