import { expect } from 'chai';
import type { ProjectFeature } from '../../../../src/services/registry';
import {
  accountFeatureList,
  remoteFeaturesOf,
  resolveAccountFeatures,
  resolveSignIn,
  signInWithRemote,
} from '../../../../src/state/hosted';
import { setProjectFeatures } from '../../../../src/state/hosted/hosted-state';
import { resetState } from '../../../../src/state/reset';
import { applyAttributeSettings, applyConfigObject } from '../../../../src/state';
import { SETTINGS } from '../../../../src/state/settings/table';

const DEFAULT_FEATURES = SETTINGS.features.default;

const SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const;
const feature = (id: ProjectFeature['id'], isEnabled: boolean, config: string[] | null = null): ProjectFeature => ({
  id,
  isEnabled,
  config,
});

describe('hosted configuration precedence', () => {
  afterEach(() => resetState());

  it('reads the dashboard as AppKit does: social_login off is no email and no socials, a null config says nothing', () => {
    expect(remoteFeaturesOf([feature('social_login', false, ['email', 'google'])])).to.deep.equal({
      email: false,
      socials: [],
      accountFeatures: {},
    });
    expect(remoteFeaturesOf([feature('social_login', true, ['github', 'email', 'x'])])).to.deep.equal({
      email: true,
      socials: ['github', 'x'],
      accountFeatures: {},
    });
    expect(remoteFeaturesOf([feature('social_login', true, null)])).to.deep.equal({ accountFeatures: {} });
    expect(
      remoteFeaturesOf([
        feature('swap', false),
        feature('onramp', true),
        feature('activity', false),
        feature('names', true),
        feature('reown_branding', true),
      ]).accountFeatures,
    ).to.deep.equal({ swaps: false, onramp: true, history: false, names: true });
  });

  it('account features: the host list wins; else the default less what the dashboard turns off; else the default', () => {
    const remote = remoteFeaturesOf([feature('swap', false), feature('activity', false)]);
    expect(resolveAccountFeatures(['swaps', 'send'], DEFAULT_FEATURES, remote)).to.deep.equal(['swaps', 'send']);
    expect(resolveAccountFeatures(undefined, DEFAULT_FEATURES, remote)).to.deep.equal(['onramp', 'receive', 'send', 'names']);
    expect(resolveAccountFeatures(undefined, DEFAULT_FEATURES, undefined)).to.deep.equal([...DEFAULT_FEATURES]);
  });

  it('sign-in: each of email and socials is the host value, else the remote one (known socials, its order), else the default', () => {
    const defaults = { email: true, socials: SOCIALS };
    const remote = remoteFeaturesOf([feature('social_login', true, ['github', 'myspace', 'google'])]);
    expect(resolveSignIn({}, remote, defaults, SOCIALS)).to.deep.equal({ email: false, socials: ['github', 'google'] });
    expect(resolveSignIn({ email: true }, remote, defaults, SOCIALS)).to.deep.equal({ email: true, socials: ['github', 'google'] });
    expect(resolveSignIn({ socials: ['x'] }, remote, defaults, SOCIALS)).to.deep.equal({ email: false, socials: ['x'] });
    expect(resolveSignIn({}, undefined, defaults, SOCIALS)).to.deep.equal({ email: true, socials: [...SOCIALS] });
  });

  it('the selectors follow the host layers (attribute or config) and the remote state', () => {
    setProjectFeatures([feature('swap', false), feature('social_login', false)]);
    expect(accountFeatureList()).to.not.include('swaps');
    expect(signInWithRemote({}, { email: true, socials: SOCIALS }, SOCIALS)).to.deep.equal({ email: false, socials: [] });
    applyConfigObject({ features: ['swaps', 'receive'] }, ['features']);
    expect(accountFeatureList()).to.deep.equal(['swaps', 'receive']);
    applyAttributeSettings({ features: 'send,swaps' });
    expect(accountFeatureList()).to.deep.equal(['send', 'swaps']);
    setProjectFeatures(undefined);
    applyAttributeSettings({});
    applyConfigObject({}, ['features']);
    expect(accountFeatureList()).to.deep.equal([...DEFAULT_FEATURES]);
  });
});
