// Hosted configuration in the element: the project's feature switches (from the test runner's hosted
// registry, /__test/hosted-registry, set through /__test/hosted-project) decide the account features
// row unless the host set `features`; the stored copy opens a re-visit at once; with `debug`, an
// invalid app configuration shows (and, without it, nothing does).
import { expect } from 'chai';
import { DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { TestWallet } from '../fixtures/test-wallet';
import { buttons, query, recordEvents, roots, waitFor } from '../fixtures/dom';
import { connectWallet, createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';
import { forgetHostedRequests, hostedState, loadHostedConfig } from '../../src/state/hosted';
import { setAnalyticsForbidden, setBlockedOrigin } from '../../src/state/hosted/hosted-state';

const PROJECT = `${location.origin}/__test/hosted-project`;
const setProject = (changes: unknown) => fetch(PROJECT, { method: 'POST', body: JSON.stringify(changes) });
const featureNames = (element: HTMLElement) => {
  const nav = query(element, 'nav[aria-label="Account actions"]');
  return nav ? buttons(nav).map((button) => button.textContent?.trim()) : [];
};
const alerts = (element: HTMLElement) => roots(element).flatMap((root) => [...root.querySelectorAll('[role="alert"]')]);

describe('hosted configuration', () => {
  let element: WalletModal;
  let count = 0;

  async function connect(attributes: Record<string, string> = {}) {
    const name = `Hosted Wallet ${(count += 1)}`;
    new TestWallet(name, `org.example.hosted${count}`).announce();
    element = createWalletModal(
      {
        networks: 'eip155:31337',
        'project-id': 'hosted-test',
        'registry-url': `${location.origin}/__test/hosted-registry`,
        ...attributes,
      },
      { config: DEVNET_CONFIG },
    );
    await connectWallet(element, name);
  }

  beforeEach(() => freshPage());
  afterEach(async () => {
    element?.remove();
    await fetch(PROJECT, { method: 'DELETE' });
  });

  it('hides Swap, Buy and Activity when the dashboard turns them off, unless the host lists them', async () => {
    await setProject({ features: { swap: { isEnabled: false }, onramp: { isEnabled: false }, activity: { isEnabled: false } } });
    await connect();
    await waitFor(() => hostedState.remote, 'the remote configuration');
    await waitFor(() => !featureNames(element).includes('Swap') && featureNames(element), 'the row without Swap');
    expect(featureNames(element)).to.deep.equal(['Receive', 'Send', 'Name']);
    element.setAttribute('features', 'swaps,send');
    await waitFor(() => featureNames(element).includes('Swap'), 'Swap from the host list');
    expect(featureNames(element)).to.deep.equal(['Swap', 'Send']);
  });

  it('keeps every feature when the answer is malformed, silently', async () => {
    await setProject({ body: { features: 'off' } });
    const events = recordEvents(['error']);
    await connect();
    await waitFor(() => featureNames(element).includes('Swap'), 'the default row');
    expect(hostedState.remote).to.equal(undefined);
    expect(featureNames(element)).to.deep.equal(['Buy', 'Swap', 'Receive', 'Send', 'Activity', 'Name']);
    expect(events.of('error')).to.deep.equal([]);
    expect(alerts(element)).to.have.length(0);
    events.stop();
  });

  it('opens a re-visit with the stored configuration at once, for 10 minutes', async () => {
    await setProject({ features: { swap: { isEnabled: false } } });
    await connect();
    await waitFor(() => hostedState.remote, 'the remote configuration');
    // The dashboard changes; the stored copy still answers a re-visit (a fresh page load keeps localStorage).
    await setProject({ features: { swap: { isEnabled: true } } });
    forgetHostedRequests();
    const loading = loadHostedConfig();
    expect(hostedState.remote?.accountFeatures.swaps).to.equal(false);
    await loading;
    expect(hostedState.remote?.accountFeatures.swaps).to.equal(false);
  });

  it('with debug, shows Invalid App Configuration and the origin; without debug, nothing', async () => {
    await connect({ debug: '' });
    element.close();
    setBlockedOrigin('https://dapp.example');
    const [alert] = await waitFor(() => {
      const found = alerts(element);
      return found.length > 0 && found;
    }, 'the debug notice');
    expect(alert?.textContent ?? '').to.contain('Invalid App Configuration');
    expect(alert?.textContent ?? '').to.contain('https://dapp.example');
    setAnalyticsForbidden();
    await waitFor(() => (alert?.textContent ?? '').includes('HTTP 403'), 'the analytics line');
    element.removeAttribute('debug');
    await waitFor(() => alerts(element).length === 0, 'no notice without debug');
    element.open();
    await waitFor(() => element.isOpen, 'the modal');
    expect(alerts(element)).to.have.length(0);
  });
});
