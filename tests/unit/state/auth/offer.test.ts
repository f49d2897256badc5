// What Connect offers for embedded accounts follows the settings: nothing without a project id,
// then email (on unless email="false") and the socials in the host's order (none when empty).
import { expect } from 'chai';
import { snapshot } from 'valtio';
import { authOffer, selectAuthOffer } from '../../../../src/state/auth';
import { hostedState } from '../../../../src/state/hosted';
import { optionsState } from '../../../../src/state/settings';
import { applyAttributeSettings } from '../../../../src/state/configure';
import { resetState } from '../../../../src/state/reset';

describe('auth offer', () => {
  beforeEach(() => resetState());
  afterEach(() => resetState());

  it('offers nothing without a project id', () => {
    expect(authOffer()).to.deep.equal({ email: false, socials: [] });
  });

  it('offers email and every social by default, in order', () => {
    applyAttributeSettings({ projectId: 'p1' });
    expect(authOffer()).to.deep.equal({ email: true, socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] });
  });

  it('follows email="false" and the host\'s socials, an empty list showing none', () => {
    applyAttributeSettings({ projectId: 'p1', email: 'false', socials: 'github,x' });
    expect(authOffer()).to.deep.equal({ email: false, socials: ['github', 'x'] });
    applyAttributeSettings({ projectId: 'p1', email: '', socials: '' });
    expect(authOffer()).to.deep.equal({ email: true, socials: [] });
  });

  it("derives from the snapshots given: the dashboard's options apply where the host set none", () => {
    applyAttributeSettings({ projectId: 'p1', socials: 'github,x' });
    const hosted = { ...snapshot(hostedState), remote: { email: false, socials: ['discord', 'unknown'], accountFeatures: {} } };
    expect(selectAuthOffer({ settings: snapshot(optionsState), hosted })).to.deep.equal({ email: false, socials: ['github', 'x'] });
    applyAttributeSettings({ projectId: 'p1' });
    expect(selectAuthOffer({ settings: snapshot(optionsState), hosted })).to.deep.equal({ email: false, socials: ['discord'] });
  });
});
