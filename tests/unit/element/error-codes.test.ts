// Every `error` event's `code` is a name in the one error catalogue (README: "code is the error's catalogue name").
import { expect } from 'chai';
import { SETTING_ATTRIBUTES } from '../../../src/element/attributes';
import { elementChunks } from '../../../src/element/chunks';
import { bridgeStateEvents } from '../../../src/element/event-bridge';
import { createError, errorCatalogue, type ErrorName } from '../../../src/services/errors';
import { applyAttributeSettings, applyConfigObject } from '../../../src/state/configure';
import { reportError } from '../../../src/state/events';
import type { ConfigIssue } from '../../../src/state/settings';
import { resetState } from '../../../src/state/reset';

const catalogueNames = Object.keys(errorCatalogue);

// One malformed value per reason a setting can be rejected for (a conflict between two elements: tests/component/several-elements.test.ts).
const malformed: Record<Exclude<ConfigIssue['reason'], 'conflictingElement'>, Record<string, string>> = {
  unknownTheme: { theme: 'neon' },
  invalidNetwork: { defaultNetwork: 'ethereum' },
  unsupportedNamespace: { networks: 'cosmos:hub' },
  invalidUrl: { apiUrl: 'http//broken' },
  insecureUrl: { apiUrl: 'http://api.example' },
  invalidRpcUrls: { rpcUrls: 'mainnet' },
  unknownFeature: { features: 'teleport' },
  unknownConnectSection: { connectOrder: 'email,qr' },
  unknownSocial: { socials: 'google,myspace' },
  unknownAccountType: { accountType: 'multisig' },
  unknownSignInMode: { signin: 'sometimes' },
  unknownToasts: { toasts: 'middle' },
  invalidLang: { lang: 'english!' },
  invalidNameZone: { nameZone: 'Wallet Modal' },
  emptyNetworks: { networks: ' , ' },
  invalidConfig: {},
  invalidMessages: {},
  invalidSwapRouters: {},
};

describe('error codes the element emits', () => {
  // In, as once the page is idle (before, an event waits for them: ./error-order.test.ts).
  before(() => elementChunks.englishErrors());

  let codes: { code: string; message: string }[];
  let stop: () => void;

  beforeEach(() => {
    resetState();
    codes = [];
    const target = document.createElement('div');
    target.addEventListener('error', (event: Event) => {
      const { code, message } = (event as CustomEvent<{ code: string; message: string }>).detail;
      codes.push({ code, message });
    });
    stop = bridgeStateEvents(() => target);
  });

  afterEach(() => stop());

  // Events reach the host in a microtask after they happen.
  const dispatched = () => Promise.resolve();

  it('a malformed setting, for every reason, is reported as InvalidConfigurationError, a catalogue name', async () => {
    for (const [reason, settings] of Object.entries(malformed)) {
      resetState();
      const before = codes.length;
      if (reason === 'invalidConfig') applyConfigObject('not an object', Object.values(SETTING_ATTRIBUTES));
      else if (reason === 'invalidMessages')
        applyConfigObject({ messages: { fr: { 'button.connect': 42 } } }, Object.values(SETTING_ATTRIBUTES));
      else if (reason === 'invalidSwapRouters')
        applyConfigObject({ swapRouters: { 'eip155:1': ['not an address'] } }, Object.values(SETTING_ATTRIBUTES));
      else applyAttributeSettings(settings);
      await dispatched();
      expect(codes.length - before, reason).to.equal(1);
    }
    expect(codes.map(({ code }) => code)).to.deep.equal(Object.keys(malformed).map(() => 'InvalidConfigurationError'));
    for (const { code } of codes) expect(catalogueNames).to.include(code);
    expect(codes[0]?.message).to.contain('theme="neon" was ignored').and.contain('dark, light or system');
  });

  it('every wallet RPC code, and whatever else a wallet throws, is reported under a catalogue name', async () => {
    const thrown: unknown[] = [undefined, null, 'boom', new Error('boom'), { code: 'ACTION_REJECTED' }, { code: 'x' }];
    for (let code = -32800; code <= -31900; code += 1) thrown.push({ code, message: 'rpc' });
    for (let code = 3900; code <= 6100; code += 1) thrown.push({ code, message: 'wallet' });
    for (const error of thrown) reportError(error, 'Connect');
    await dispatched();
    expect(codes).to.have.length(thrown.length);
    const unnamed = codes.filter(({ code }) => !catalogueNames.includes(code));
    expect(unnamed).to.deep.equal([]);
  });

  it('a catalogue error is reported under its own name', async () => {
    for (const name of catalogueNames as ErrorName[]) reportError(createError(name), 'Connect');
    await dispatched();
    expect(codes.map(({ code }) => code)).to.deep.equal(catalogueNames);
  });
});
