// The feature registry is the one list the router and the account features row read.
import { expect } from 'chai';
import { FEATURES, isBuilt } from '../../../../src/react/features/registry';
import { VIEWS } from '../../../../src/react/router/views';
import type { ViewName } from '../../../../src/state/shared/types';

const features = Object.entries(FEATURES);

describe('feature registry', () => {
  it('has all six features, Receive, Send, Activity, Swap, On-ramp and Names, each button opening its first view', () => {
    expect([
      FEATURES.receive?.start,
      FEATURES.send?.start,
      FEATURES.history?.start,
      FEATURES.swaps?.start,
      FEATURES.onramp?.start,
      FEATURES.names?.start,
    ]).to.deep.equal(['WalletReceive', 'WalletSend', 'Transactions', 'Swap', 'OnRampProviders', 'RegisterAccountName']);
    expect(isBuilt('onramp')).to.equal(true);
    expect(isBuilt('names')).to.equal(true);
  });

  it('every feature route is in the router table with its title, and no route belongs to two features', () => {
    const claimed: ViewName[] = [];
    for (const [, feature] of features) {
      expect(feature.titles).to.have.property(feature.start);
      for (const [view, titleKey] of Object.entries(feature.titles) as [ViewName, string][]) {
        expect(VIEWS[view]?.titleKey, view).to.equal(titleKey);
        claimed.push(view);
      }
    }
    expect(new Set(claimed).size).to.equal(claimed.length);
  });

  it('each chunk renders every route its feature titles', async () => {
    for (const [name, feature] of features) {
      const { views } = await feature.load();
      expect(Object.keys(views).sort(), name).to.deep.equal(Object.keys(feature.titles).sort());
    }
  });
});
