import { expect } from 'chai';
import { parseSetting, parseSettings, parseBoolean, toSettingString } from '../../../../src/state/settings/schema';
import { SETTING_NAMES, SETTINGS } from '../../../../src/state/settings/table';
import { parseConfigObject } from '../../../../src/state/settings/config-object';
import { optionsState } from '../../../../src/state/settings/options';
import { applyAttributeSettings, applyConfigObject } from '../../../../src/state/configure';
import { resetState } from '../../../../src/state/reset';

describe('settings parsing', () => {
  it('accepts the three themes and rejects others', () => {
    expect(parseSetting('theme', 'light')).to.deep.equal({ value: 'light' });
    expect(parseSetting('theme', 'system')).to.deep.equal({ value: 'system' });
    expect(parseSetting('theme', 'purple')).to.deep.equal({ issue: 'unknownTheme' });
  });

  it('parses networks as CAIP-2 ids, de-duplicated, and names the bad entry', () => {
    expect(parseSetting('networks', 'eip155:1, eip155:8453,eip155:1')).to.deep.equal({ value: ['eip155:1', 'eip155:8453'] });
    expect(parseSetting('networks', 'eip155:1,mainnet')).to.deep.equal({ issue: 'invalidNetwork', at: 'mainnet' });
    expect(parseSetting('networks', 'eip155:1:0xabc')).to.deep.equal({ issue: 'invalidNetwork', at: 'eip155:1:0xabc' });
    expect(parseSetting('networks', 'cosmos:cosmoshub-4')).to.deep.equal({ issue: 'unsupportedNamespace', at: 'cosmos:cosmoshub-4' });
    expect(parseSetting('networks', ' , ')).to.deep.equal({ issue: 'emptyNetworks' });
  });

  it('parses rpc-urls pairs and rejects bad ones', () => {
    expect(parseSetting('rpcUrls', 'eip155:1=https://rpc.example/a  eip155:10=http://127.0.0.1:8545')).to.deep.equal({
      value: { 'eip155:1': 'https://rpc.example/a', 'eip155:10': 'http://127.0.0.1:8545' },
    });
    expect(parseSetting('rpcUrls', 'eip155:1')).to.deep.include({ issue: 'invalidRpcUrls' });
    expect(parseSetting('rpcUrls', 'eip155:1=ftp://x')).to.deep.include({ issue: 'invalidUrl' });
  });

  it('validates URLs: absolute, by protocol', () => {
    expect(parseSetting('apiUrl', 'https://api.example/')).to.deep.equal({ value: 'https://api.example' });
    expect(parseSetting('apiUrl', '/api')).to.deep.equal({ issue: 'invalidUrl' });
    expect(parseSetting('apiUrl', 'http//api.example')).to.deep.equal({ issue: 'invalidUrl' });
    expect(parseSetting('apiUrl', 'not a url')).to.deep.equal({ issue: 'invalidUrl' });
    expect(parseSetting('apiUrl', 'javascript:alert(1)')).to.deep.equal({ issue: 'invalidUrl' });
  });

  it('service URLs are TLS, or plain http:/ws: on loopback only (issue 25)', () => {
    for (const setting of ['apiUrl', 'registryUrl', 'analyticsUrl', 'authUrl'] as const) {
      expect(parseSetting(setting, 'http://api.example')).to.deep.equal({ issue: 'insecureUrl' });
      expect(parseSetting(setting, 'http://10.0.0.7:8080')).to.deep.equal({ issue: 'insecureUrl' });
      expect(parseSetting(setting, 'http://localhost:4173/x')).to.deep.equal({ value: 'http://localhost:4173/x' });
      expect(parseSetting(setting, 'http://[::1]:4173')).to.deep.equal({ value: 'http://[::1]:4173' });
    }
    expect(parseSetting('relayUrl', 'ws://relay.example')).to.deep.equal({ issue: 'insecureUrl' });
    expect(parseSetting('relayUrl', 'ws://127.0.0.1:4174')).to.deep.equal({ value: 'ws://127.0.0.1:4174' });
    expect(parseSetting('rpcUrls', 'eip155:1=http://rpc.example')).to.deep.include({ issue: 'insecureUrl' });
    expect(parseSettings({ apiUrl: 'http://api.example' }).issues).to.deep.equal([
      { setting: 'apiUrl', value: 'http://api.example', reason: 'insecureUrl' },
    ]);
    expect(parseSetting('relayUrl', 'wss://relay.example')).to.deep.equal({ value: 'wss://relay.example' });
    expect(parseSetting('relayUrl', 'https://relay.example')).to.deep.equal({ issue: 'invalidUrl' });
  });

  it('keeps the order of features and rejects unknown ones', () => {
    expect(parseSetting('features', 'send,onramp')).to.deep.equal({ value: ['send', 'onramp'] });
    expect(parseSetting('features', 'send,teleport')).to.deep.equal({ issue: 'unknownFeature', at: 'teleport' });
  });

  it('reads the embedded-account settings: socials in order (empty: none), email on by default, account-type', () => {
    expect(parseSetting('socials', 'github, google')).to.deep.equal({ value: ['github', 'google'] });
    expect(parseSetting('socials', '')).to.deep.equal({ value: [] });
    expect(parseSetting('socials', null)).to.deep.equal({ value: undefined });
    expect(parseSetting('socials', 'google,myspace')).to.deep.equal({ issue: 'unknownSocial', at: 'myspace' });
    expect(parseSetting('email', null)).to.deep.equal({ value: undefined });
    expect(parseSetting('email', '')).to.deep.equal({ value: true });
    expect(parseSetting('email', 'false')).to.deep.equal({ value: false });
    expect(parseSetting('accountType', 'eoa')).to.deep.equal({ value: 'eoa' });
    expect(parseSetting('accountType', 'multisig')).to.deep.equal({ issue: 'unknownAccountType' });
    expect(parseSetting('authUrl', 'http://127.0.0.1:8547/')).to.deep.equal({ value: 'http://127.0.0.1:8547' });
    expect(parseSetting('authUrl', 'javascript:alert(1)')).to.deep.equal({ issue: 'invalidUrl' });
    expect(toSettingString('email', false)).to.equal('false');
    expect(toSettingString('email', true)).to.equal('');
    expect(toSettingString('email', undefined)).to.equal(null);
    expect(toSettingString('socials', [])).to.equal('');
  });

  it('reads booleans the HTML way', () => {
    expect(parseBoolean('')).to.equal(true);
    expect(parseBoolean('debug')).to.equal(true);
    expect(parseBoolean('false')).to.equal(false);
    expect(parseBoolean(null)).to.equal(false);
  });

  it('validates lang as a BCP-47 tag', () => {
    expect(parseSetting('lang', 'pt-BR')).to.deep.equal({ value: 'pt-BR' });
    expect(parseSetting('lang', 'not a tag')).to.deep.equal({ issue: 'invalidLang' });
  });

  it('reads name-zone as a lowercase DNS-style zone of two labels or more, default reown.id (issue 26)', () => {
    expect(SETTINGS.nameZone.default).to.equal('reown.id');
    for (const zone of ['reown.id', 'wallet-modal.eth', ' names.example.co.uk ', 'xn--bcher-kva.example', `${'a'.repeat(250)}.id`])
      expect(parseSetting('nameZone', zone), zone).to.deep.equal({ value: zone.trim() });
    for (const zone of [
      'eth',
      'Reown.id',
      'reown..id',
      '.reown.id',
      'reown.id.',
      'reown_id.eth',
      'bob reown.id',
      'bob@reown.id',
      `${'a'.repeat(251)}.id`,
    ])
      expect(parseSetting('nameZone', zone), zone).to.deep.equal({ issue: 'invalidNameZone' });
    expect(parseSettings({ nameZone: 'ETH' }).issues).to.deep.equal([{ setting: 'nameZone', value: 'ETH', reason: 'invalidNameZone' }]);
  });

  it('reads back every default of the table as its attribute writes it', () => {
    for (const name of SETTING_NAMES) {
      const fallback: unknown = SETTINGS[name].default;
      // An empty default (no RPC overrides, no wallet ids) is written as no attribute.
      if (fallback === undefined || (typeof fallback === 'object' && Object.keys(fallback as object).length === 0)) continue;
      expect(parseSetting(name, toSettingString(name, fallback)), name).to.deep.equal({ value: fallback });
    }
  });

  it('names each attribute as its property in kebab case', () => {
    for (const name of SETTING_NAMES)
      expect(SETTINGS[name].attribute).to.equal(name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`));
  });

  it('drops bad settings, keeps good ones and reports each issue', () => {
    const { settings, issues } = parseSettings({ theme: 'neon', networks: 'eip155:10', debug: '' });
    expect(settings).to.deep.include({ networks: ['eip155:10'], debug: true });
    expect(settings).not.to.have.property('theme');
    expect(issues).to.deep.equal([{ setting: 'theme', value: 'neon', reason: 'unknownTheme' }]);
  });
});

describe('config object', () => {
  const settings = ['theme', 'networks', 'debug', 'rpcUrls'] as const;

  it('accepts settings and custom network definitions', () => {
    const result = parseConfigObject(
      {
        theme: 'light',
        debug: true,
        networks: [
          'eip155:1',
          { caipNetworkId: 'eip155:777', name: 'Lucky Chain', nativeCurrency: { name: 'Lucky', symbol: 'LCK', decimals: 18 } },
        ],
      },
      [...settings],
    );
    expect(result.settings).to.deep.include({ theme: 'light', debug: true, networks: ['eip155:1', 'eip155:777'] });
    expect(result.customNetworks[0]).to.deep.include({
      caipNetworkId: 'eip155:777',
      name: 'Lucky Chain',
      id: 777,
      chainNamespace: 'eip155',
    });
    expect(result.issues).to.deep.equal([]);
  });

  it('takes nameZone from the config object, and reports a bad one', () => {
    expect(parseConfigObject({ nameZone: 'wallet-modal.eth' }, ['nameZone']).settings).to.deep.equal({ nameZone: 'wallet-modal.eth' });
    const bad = parseConfigObject({ nameZone: 'not a zone' }, ['nameZone']);
    expect(bad.settings).to.deep.equal({});
    expect(bad.issues).to.deep.equal([{ setting: 'nameZone', value: 'not a zone', reason: 'invalidNameZone' }]);
  });

  it('turns email off and socials to none from the config object', () => {
    const result = parseConfigObject({ email: false, socials: [], accountType: 'eoa' }, ['email', 'socials', 'accountType']);
    expect(result.settings).to.deep.equal({ email: false, socials: [], accountType: 'eoa' });
  });

  it('reports a malformed network definition and a non-object config', () => {
    expect(parseConfigObject({ networks: [{ caipNetworkId: 'nope', name: 'x' }] }, [...settings]).issues[0]).to.include({
      setting: 'networks',
      reason: 'invalidNetwork',
    });
    expect(parseConfigObject('theme=dark', [...settings]).issues[0]).to.include({ reason: 'invalidConfig' });
  });
});

describe('name-zone in effect', () => {
  beforeEach(() => resetState());
  afterEach(() => resetState());

  it('is reown.id by default, the config object’s or the attribute’s when valid, and a bad value keeps what was in effect', () => {
    expect(optionsState.options.nameZone).to.equal('reown.id');
    applyConfigObject({ nameZone: 'wallet-modal.eth' }, ['nameZone']);
    expect(optionsState.options.nameZone).to.equal('wallet-modal.eth');
    applyAttributeSettings({ nameZone: 'names.example' });
    expect(optionsState.options.nameZone).to.equal('names.example');
    applyAttributeSettings({ nameZone: 'not a zone' });
    expect(optionsState.options.nameZone).to.equal('wallet-modal.eth');
    expect(optionsState.issues.attributes).to.deep.equal([{ setting: 'nameZone', value: 'not a zone', reason: 'invalidNameZone' }]);
    applyConfigObject({ nameZone: 'x' }, ['nameZone']);
    expect(optionsState.options.nameZone).to.equal('reown.id');
  });
});
