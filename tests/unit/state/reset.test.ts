// resetState() owns every piece of module state by construction: each slice the state modules
// define (the lazy features' too) is back where a fresh page starts, and what a slice started
// (a subscription to the router, a timer) stops.
import { expect } from 'chai';
import '../../../src/state';
import '../../../src/state/activity';
import '../../../src/state/analytics';
import '../../../src/state/auth';
import '../../../src/state/auth/connector';
import '../../../src/state/balances';
import '../../../src/state/hosted';
import '../../../src/state/names';
import '../../../src/state/network-switch';
import '../../../src/state/onramp';
import '../../../src/state/walletconnect';
import '../../../src/state/wallets';
import { resetRouter, routerState } from '../../../src/state/router';
import { prepareSendForm, sendState, setSendAmount } from '../../../src/state/send';
import { followSwapRoutes, setSwapAmount, swapState } from '../../../src/state/swap';
import { resetState } from '../../../src/state/reset';
import { slices } from '../../../src/state/shared/slice';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A plain copy of a slice's value (a proxy's fields, a Map's or a Set's entries), to compare with later. */
function copyOf(value: unknown): unknown {
  if (value instanceof Map) return new Map(value);
  if (value instanceof Set) return new Set(value);
  if (typeof value === 'object' && value !== null) return JSON.parse(JSON.stringify(value)) as unknown;
  return value;
}

/** Changes a slice as a test might leave it: an entry or field added, its plain fields changed. */
function dirty(value: unknown) {
  // An entry a dispose may read (the connection holders call `stop`).
  if (value instanceof Map) value.set('dirty', { stop: () => undefined });
  else if (value instanceof Set) value.add('dirty');
  else if (typeof value === 'object' && value !== null) {
    const fields = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(fields)) {
      if (typeof field === 'number') fields[key] = field + 1;
      else if (typeof field === 'string') fields[key] = `${field}!`;
      else if (typeof field === 'boolean') fields[key] = !field;
    }
    fields.dirty = 'dirty';
  }
}

describe('resetState', () => {
  afterEach(() => resetState());

  it('registers the slices of every state folder, the lazy features included', () => {
    const folders = new Set(slices().map(({ name }) => name.split('/')[0]));
    for (const folder of ['account', 'activity', 'analytics', 'auth', 'balances', 'connection', 'hosted', 'modal', 'names']) {
      expect(folders, folder).to.include(folder);
    }
    for (const folder of ['network-switch', 'networks', 'onramp', 'send', 'settings', 'swap', 'walletconnect', 'wallets']) {
      expect(folders, folder).to.include(folder);
    }
    expect(new Set(slices().map(({ name }) => name)).size, 'names are unique').to.equal(slices().length);
  });

  it('brings every registered slice back to its initial value', () => {
    resetState();
    const fresh = slices().map((entry) => copyOf(entry.current()));
    // A slice whose reset step derives it from another (the networks from the options) is compared with that.
    const derived = new Set(['networks/chains']);
    slices().forEach((entry, index) => {
      if (!derived.has(entry.name)) expect(fresh[index], entry.name).to.deep.equal(copyOf(entry.initial()));
    });
    for (const entry of slices()) dirty(entry.current());
    resetState();
    slices().forEach((entry, index) => expect(copyOf(entry.current()), entry.name).to.deep.equal(fresh[index]));
  });

  it('stops Send and Swap following the router: a reset closes their subscriptions', async () => {
    resetRouter('WalletSend');
    prepareSendForm(undefined, 'eip155:1');
    followSwapRoutes();
    resetState();
    setSendAmount('1');
    setSwapAmount('2');
    routerState.history = ['Account'];
    await settle();
    expect(sendState.amountInput).to.equal('1');
    expect(swapState.amountInput).to.equal('2');
  });

  it('still empties the forms when the visitor leaves them, once they are used again', async () => {
    resetRouter('WalletSend');
    prepareSendForm(undefined, 'eip155:1');
    setSendAmount('1');
    routerState.history = ['Account'];
    await settle();
    expect(sendState.amountInput).to.equal('');
  });
});
