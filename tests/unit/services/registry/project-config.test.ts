import { expect } from 'chai';
import { parseAllowedOrigins, parseAnalyticsConfig, parseProjectConfig, parseStoredProjectConfig } from '../../../../src/services/registry';

describe('project configuration answers', () => {
  it('reads the hosted shape into a canonical list of known features, in the dashboard order', () => {
    const body = {
      features: [
        { id: 'swap', isEnabled: false, config: ['1inch'] },
        { id: 'social_login', isEnabled: true, config: ['email', 'google'] },
        { id: 'headless', isEnabled: true, config: null },
        { id: 'activity', isEnabled: true },
      ],
      extra: 'ignored',
    };
    expect(parseProjectConfig(body)).to.deep.equal([
      { id: 'swap', isEnabled: false, config: ['1inch'] },
      { id: 'social_login', isEnabled: true, config: ['email', 'google'] },
      { id: 'activity', isEnabled: true, config: null },
    ]);
  });

  it('refuses bodies of another shape, and drops hostile entries without dropping the good ones', () => {
    for (const body of [undefined, null, 'features', 42, [], { features: 'x' }, { features: { 0: {} } }])
      expect(parseProjectConfig(body)).to.equal(undefined);
    const parsed = parseProjectConfig({
      features: [
        null,
        'swap',
        { id: 'swap', isEnabled: 'yes' },
        { id: '__proto__', isEnabled: true },
        { id: 'onramp', isEnabled: true, config: 'meld' },
        { id: 'social_login', isEnabled: true, config: ['google', '<img src=x>', 'x'.repeat(33), 7, 'google', 'github'] },
        { id: 'swap', isEnabled: true, config: null },
        { id: 'swap', isEnabled: false, config: null },
      ],
    });
    expect(parsed).to.deep.equal([
      { id: 'social_login', isEnabled: true, config: ['google', 'github'] },
      { id: 'swap', isEnabled: true, config: null },
    ]);
  });

  it('bounds what it reads: 64 entries, 32 providers each', () => {
    const many = Array.from({ length: 1000 }, () => ({ id: 'nope', isEnabled: true, config: null }));
    expect(parseProjectConfig({ features: [...many, { id: 'swap', isEnabled: false, config: null }] })).to.deep.equal([]);
    const providers = Array.from({ length: 100 }, (_, index) => `p${index}`);
    expect(parseProjectConfig({ features: [{ id: 'onramp', isEnabled: true, config: providers }] })?.[0]?.config).to.have.length(32);
  });

  it('reads a stored copy the same way: a canonical list comes back unchanged', () => {
    const features = parseProjectConfig({ features: [{ id: 'names', isEnabled: false, config: null }] });
    expect(parseStoredProjectConfig({ features })).to.deep.equal({ features });
    expect(parseStoredProjectConfig({ features: 'x' })).to.equal(undefined);
  });

  it('reads allowed origins and the analytics switch, anything else as empty or off', () => {
    expect(parseAllowedOrigins({ allowedOrigins: ['https://a.example', 3, '', 'x'.repeat(300), '*.b.example'] })).to.deep.equal([
      'https://a.example',
      '*.b.example',
    ]);
    expect(parseAllowedOrigins({ allowedOrigins: 'https://a.example' })).to.deep.equal([]);
    expect(parseAllowedOrigins(null)).to.deep.equal([]);
    expect(parseAnalyticsConfig({ isAnalyticsEnabled: true })).to.equal(true);
    expect(parseAnalyticsConfig({ isAnalyticsEnabled: 'true' })).to.equal(false);
    expect(parseAnalyticsConfig(undefined)).to.equal(false);
  });
});
