// What Connect offers for embedded accounts follows the settings: nothing without a project id,
// then email (on unless email="false") and the socials in the host's order (none when empty).
import { expect } from 'chai';
import { authOffer } from '../../../../src/state/auth';
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
});
