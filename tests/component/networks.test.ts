// Choosing a network: the Networks list, switching a browser wallet (adding the
// chain on 4902), rejection and Retry, cancelling a wallet that never answers,
// SwitchActiveChain to Solana, and UnsupportedChain following the wallet.
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { WALLET_PROMPT_TIMEOUT_MS } from '../../src/services/connectors/deadline';
import { DEVNET_A, DEVNET_B, DEVNET_CONFIG } from '../fixtures/devnet-networks';
import { installFakeClock } from '../fixtures/fake-clock';
import { TestSolanaWallet } from '../fixtures/test-solana-wallet';
import { TestWallet } from '../fixtures/test-wallet';
import { accessibleName, findButtonIn, query, recordEvents, textOf, waitFor } from '../fixtures/dom';
import { connectWallet, createWalletModal, freshPage, type WalletModal } from '../fixtures/wallet-modal';

const EVENTS = ['connect', 'networkchange', 'error'];
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

describe('networks', () => {
  let element: WalletModal;
  let wallet: TestWallet;
  let solana: TestSolanaWallet;
  let events: ReturnType<typeof recordEvents>;
  let count = 0;

  const networkButtons = () => [...(query(element, 'ul[aria-label="Networks"]')?.querySelectorAll('button') ?? [])];
  const networkButton = (name: string) => networkButtons().find((button) => accessibleName(button).startsWith(name));
  const dialog = () => query<HTMLDialogElement>(element, 'dialog') as HTMLDialogElement;
  const lastNetworkChange = () => events.of('networkchange').at(-1);

  async function chooseNetwork(name: string) {
    (await waitFor(() => networkButton(name), `${name} in the list`)).click();
  }

  const connectEvm = () => connectWallet(element, wallet.info.name);

  beforeEach(() => {
    freshPage();
    count += 1;
    wallet = new TestWallet(`Network Wallet ${count}`, `org.example.network${count}`).announce();
    solana = new TestSolanaWallet(`Network Solana ${count}`).register();
    events = recordEvents(EVENTS);
    element = createWalletModal(
      {
        networks: `eip155:31337,eip155:31338,${SOLANA_DEVNET}`,
        'project-id': 'networks-test',
        'registry-url': `${location.origin}/__test/registry`,
        'rpc-urls': `${SOLANA_DEVNET}=${location.origin}/__test/http/solana-balance/1000000000/${crypto.randomUUID()}`,
      },
      { config: DEVNET_CONFIG },
    );
  });

  afterEach(() => {
    events.stop();
    element.remove();
  });

  it("lists every configured network with its name and icon (its own, or the registry's), the active one marked; disconnected, a choice becomes active", async () => {
    element.open({ view: 'Networks' });
    await waitFor(() => networkButtons().length === 3, 'three networks');
    expect(networkButtons().map(accessibleName)).to.deep.equal(['Devnet A Active', 'Devnet B', 'Solana Devnet']);
    expect(networkButton('Devnet A')?.getAttribute('aria-current')).to.equal('true');
    expect(networkButton('Devnet B')?.hasAttribute('aria-current')).to.equal(false);
    const own = await waitFor(() => networkButton('Devnet A')?.querySelector('img'), 'the Devnet A icon');
    expect(own.getAttribute('src')).to.equal(DEVNET_A.imageUrl);
    // A network of the element's own table: the registry's asset image.
    const icon = await waitFor(() => networkButton('Solana Devnet')?.querySelector('img'), 'the Solana Devnet icon');
    const src = new URL(icon.src);
    expect(src.pathname).to.equal('/__test/registry/public/getAssetImage/a1b58899-f671-4276-6a5e-56ca5bd59700');
    expect(src.searchParams.get('projectId')).to.equal('networks-test');
    expect(src.searchParams.get('st')).to.equal('wallet-modal');
    expect(src.searchParams.get('sv')).to.be.a('string').and.not.equal('');

    await chooseNetwork('Devnet B');
    await waitFor(() => lastNetworkChange()?.caipNetworkId === 'eip155:31338', 'networkchange');
    expect(lastNetworkChange()).to.deep.equal({ caipNetworkId: 'eip155:31338', namespace: 'eip155' });
    expect(element.state.network?.caipNetworkId).to.equal('eip155:31338');
    // Opened at Networks while disconnected: the modal continues on Connect.
    await waitFor(() => findButtonIn(element, new RegExp(`^${wallet.info.name}`)), 'Connect');
  });

  it('a custom network from `config` shows its own icon; one without an image shows its initials', async () => {
    const icon = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1" fill="#0a0"/></svg>')}`;
    element.config = {
      networks: [
        'eip155:31337',
        { caipNetworkId: 'eip155:31339', name: 'Custom Chain', imageUrl: icon },
        { caipNetworkId: 'eip155:31340', name: 'Plain Chain' },
      ],
    };
    element.removeAttribute('networks');
    element.open({ view: 'Networks' });
    const custom = await waitFor(() => networkButton('Custom Chain')?.querySelector('img'), 'the custom icon');
    expect(custom.getAttribute('src')).to.equal(icon);
    const plain = await waitFor(() => networkButton('Plain Chain'), 'the plain network');
    expect(plain.querySelector('img')).to.equal(null);
    expect(plain.querySelector('[aria-hidden="true"]')?.textContent).to.equal('PC');
  });

  it('a browser wallet switches: wallet_switchEthereumChain, networkchange, back to Account with the new network marked', async () => {
    await connectEvm();
    element.open({ view: 'Networks' });
    await chooseNetwork('Devnet B');
    await waitFor(() => lastNetworkChange()?.caipNetworkId === 'eip155:31338', 'networkchange');
    expect(wallet.calls).to.include('wallet_switchEthereumChain');
    expect(wallet.calls).not.to.include('wallet_addEthereumChain');
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account again');
    element.open({ view: 'Networks' });
    await waitFor(() => networkButton('Devnet B')?.getAttribute('aria-current') === 'true', 'Devnet B marked active');
  });

  it('a wallet that switches without chainChanged: the state follows its eth_chainId once it answers', async () => {
    await connectEvm();
    wallet.silentSwitch = true;
    element.open({ view: 'Networks' });
    await chooseNetwork('Devnet B');
    await waitFor(() => lastNetworkChange()?.caipNetworkId === 'eip155:31338', 'networkchange');
    expect(element.state).to.deep.include({ caipAddress: `eip155:31338:${wallet.accounts[0]}` });
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account');
  });

  it('4902: the wallet is asked to add the chain with its definition, then to switch', async () => {
    wallet.knownChains.delete(31338);
    await connectEvm();
    element.open({ view: 'Networks' });
    await chooseNetwork('Devnet B');
    await waitFor(() => lastNetworkChange()?.caipNetworkId === 'eip155:31338', 'networkchange');
    const [added] = wallet.addedChains;
    expect(added).to.deep.include({
      chainId: '0x7a6a',
      chainName: 'Devnet B',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [DEVNET_B.rpcUrl],
      iconUrls: [DEVNET_B.imageUrl],
    });
    const switchCalls = wallet.calls.filter((method) => method === 'wallet_switchEthereumChain' || method === 'wallet_addEthereumChain');
    expect(switchCalls).to.deep.equal(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain']);
    expect(wallet.chainId).to.equal(31338);
  });

  describe("what the wallet is handed when it adds a chain (never the project's keyed RPC or images)", () => {
    beforeEach(() => {
      element.remove();
      element = createWalletModal(
        {
          networks: 'eip155:31337,eip155:8453,eip155:999',
          'project-id': 'networks-test-project',
          'registry-url': `${location.origin}/__test/registry`,
        },
        { config: DEVNET_CONFIG },
      );
    });

    it('a public chain: its public RPC, no registry icon, the project id nowhere', async () => {
      await connectEvm();
      element.open({ view: 'Networks' });
      await chooseNetwork('Base');
      await waitFor(() => lastNetworkChange()?.caipNetworkId === 'eip155:8453', 'networkchange to Base');
      const [added] = wallet.addedChains;
      expect(added).to.deep.include({ chainId: '0x2105', chainName: 'Base', rpcUrls: ['https://mainnet.base.org'] });
      expect(added).not.to.have.property('iconUrls');
      expect(JSON.stringify(added)).not.to.contain('networks-test-project');
    });

    it('a chain with no RPC the wallet may have: not added; SwitchNetwork says why and fires error', async () => {
      await connectEvm();
      element.open({ view: 'Networks' });
      await chooseNetwork('Chain 999');
      const alert = await waitFor(() => query(element, '[role="alert"]'), 'the failure');
      expect(alert.textContent).to.contain('Your wallet does not know this network.');
      expect(events.of('error').at(-1)).to.include({ code: 'SwitchChainError', view: 'SwitchNetwork' });
      expect(wallet.calls).not.to.include('wallet_addEthereumChain');
      expect(element.state.network?.caipNetworkId).to.equal('eip155:31337');
    });
  });

  it('a rejection (4001) shows the mapped message and Retry; Retry switches', async () => {
    await connectEvm();
    wallet.mode = 'reject';
    element.open({ view: 'Networks' });
    await chooseNetwork('Devnet B');
    const alert = await waitFor(() => query(element, '[role="alert"]'), 'the rejection');
    expect(alert.textContent).to.contain('Switch declined').and.contain('You rejected the request in your wallet.');
    expect(events.of('error').at(-1)).to.include({ code: 'UserRejectedError', view: 'SwitchNetwork' });
    expect(element.state.network?.caipNetworkId).to.equal('eip155:31337');

    wallet.mode = 'approve';
    findButtonIn(element, 'Retry')?.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after Retry');
    expect(element.state.network?.caipNetworkId).to.equal('eip155:31338');
  });

  it('a wallet that never answers: "Approve in your wallet" until Back cancels; a later switch by the wallet still applies', async () => {
    await connectEvm();
    wallet.switchHangs = true;
    element.open({ view: 'Networks' });
    await chooseNetwork('Devnet B');
    const status = await waitFor(() => query(element, '[role="status"]'), 'the wait');
    expect(status.textContent).to.contain('Approve in your wallet');
    findButtonIn(element, 'Back')?.click();
    await waitFor(() => networkButton('Devnet A'), 'the list again');
    expect(element.state.network?.caipNetworkId).to.equal('eip155:31337');

    wallet.switchChain(31338);
    await waitFor(() => networkButton('Devnet B')?.getAttribute('aria-current') === 'true', 'the wallet’s chain marked');
    expect(lastNetworkChange()).to.deep.equal({ caipNetworkId: 'eip155:31338', namespace: 'eip155' });
    expect(networkButtons().length, 'still on Networks').to.equal(3);
  });

  it('a wallet that never answers a switch: after the prompt deadline (5 min) the reason, an error event and Retry', async () => {
    await connectEvm();
    wallet.switchHangs = true;
    element.open({ view: 'Networks' });
    const clock = installFakeClock();
    try {
      await chooseNetwork('Devnet B');
      await waitFor(() => query(element, '[role="status"]')?.textContent?.includes('Approve in your wallet'), 'the wait');
      // The switch loads its chunk after the status shows, then sets its deadline: tick only once it is set.
      await waitFor(() => clock.hasTimerIn(WALLET_PROMPT_TIMEOUT_MS), 'the prompt deadline set');
      clock.tick(WALLET_PROMPT_TIMEOUT_MS - 1);
      expect(query(element, '[role="alert"]'), 'still waiting just before the deadline').to.equal(null);
      clock.tick(1);
      const alert = await waitFor(() => query(element, '[role="alert"]'), 'the timeout');
      expect(alert.textContent).to.contain('Your wallet did not answer');
      // Five fake minutes may also expire a background request (a balance read, a TimeoutError): pick the wallet's report.
      const walletTimeouts = events.of('error').filter((detail) => detail.code === 'WalletTimeoutError');
      expect(walletTimeouts).to.have.length(1);
      expect(walletTimeouts[0]).to.include({ view: 'SwitchNetwork' });
      expect(element.state.network?.caipNetworkId).to.equal('eip155:31337');
    } finally {
      clock.uninstall();
    }
    wallet.switchHangs = false;
    findButtonIn(element, 'Retry')?.click();
    await waitFor(() => findButtonIn(element, 'Disconnect'), 'Account after Retry');
    expect(element.state.network?.caipNetworkId).to.equal('eip155:31338');
  });

  it('disabled networks say why: a Solana wallet’s unlisted chain, and disable-network-switch', async () => {
    element.setAttribute('networks', `eip155:31337,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp,${SOLANA_DEVNET}`);
    element.open({ namespace: 'solana' });
    await connectWallet(element, solana.name);
    element.open({ view: 'Networks' });
    const mainnet = await waitFor(() => networkButton('Solana '), 'Solana mainnet');
    expect(accessibleName(mainnet)).to.equal('Solana Your wallet does not support this network');
    expect(mainnet.getAttribute('aria-disabled')).to.equal('true');
    mainnet.click();
    expect(element.state.network?.caipNetworkId).to.equal(SOLANA_DEVNET);

    element.setAttribute('disable-network-switch', '');
    await waitFor(() => networkButton('Devnet A')?.getAttribute('aria-disabled') === 'true', 'every other network disabled');
    expect(accessibleName(networkButton('Devnet A') as HTMLElement)).to.equal('Devnet A Switching networks is turned off on this site');
    expect(networkButton('Solana Devnet')?.hasAttribute('aria-disabled')).to.equal(false);
  });

  it('SwitchActiveChain: connected on EVM, Solana asks to confirm, then Connect lists the Solana wallet; Solana ends active', async () => {
    await connectEvm();
    element.open({ view: 'Networks' });
    await chooseNetwork('Solana Devnet');
    await waitFor(() => textOf(element).includes('Solana Devnet needs a Solana wallet'), 'the confirmation');
    expect(element.state.network?.caipNetworkId, 'the EVM connection stays active').to.equal('eip155:31337');
    findButtonIn(element, 'Cancel')?.click();
    await chooseNetwork('Solana Devnet');

    (await waitFor(() => findButtonIn(element, 'Connect a wallet'), 'confirm')).click();
    const solanaButton = await waitFor(() => findButtonIn(element, new RegExp(`^${solana.name}`)), 'the Solana wallet');
    expect(findButtonIn(element, new RegExp(`^${wallet.info.name}`)), 'no EVM wallet').to.equal(undefined);
    expect(element.state.network?.caipNetworkId).to.equal('eip155:31337');
    solanaButton.click();
    await waitFor(() => element.state.network?.caipNetworkId === SOLANA_DEVNET, 'Solana active');
    expect(lastNetworkChange()).to.deep.equal({ caipNetworkId: SOLANA_DEVNET, namespace: 'solana' });
    await waitFor(() => findButtonIn(element, /^Switch to Devnet A/), 'Account, with the EVM account still connected');
  });

  it('the wallet on an unconfigured network opens UnsupportedChain; close shakes; switching back leaves it', async () => {
    await connectEvm();
    element.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    findButtonIn(element, 'Close')?.click();
    await waitFor(() => !dialog().open, 'closed');
    wallet.switchChain(1);
    await waitFor(() => dialog().open && textOf(element).includes('does not support'), 'UnsupportedChain');
    expect(lastNetworkChange()).to.deep.equal({ caipNetworkId: 'eip155:1', namespace: 'eip155' });
    expect(query(element, 'h2')?.textContent).to.equal('Switch Network');
    expect(findButtonIn(element, 'Disconnect')).to.be.instanceOf(HTMLButtonElement);

    dialog().focus();
    // The shake lasts 500 ms: a loaded machine can poll past it, so its start is observed instead.
    let shook = false;
    const observer = new MutationObserver(() => {
      shook ||= dialog().classList.contains('wm-shake');
    });
    observer.observe(dialog(), { attributes: true, attributeFilter: ['class'] });
    await sendKeys({ press: 'Escape' });
    await waitFor(() => shook, 'the shake').finally(() => observer.disconnect());
    expect(dialog().open).to.equal(true);

    await chooseNetwork('Devnet A');
    await waitFor(() => element.state.network?.caipNetworkId === 'eip155:31337', 'back on Devnet A');
    await waitFor(() => findButtonIn(element, 'Disconnect') && !textOf(element).includes('does not support'), 'Account');

    wallet.switchChain(1);
    await waitFor(() => textOf(element).includes('does not support'), 'UnsupportedChain again');
    wallet.switchChain(31338);
    await waitFor(() => !textOf(element).includes('does not support'), 'UnsupportedChain left when the wallet comes back');
    expect(dialog().open).to.equal(true);
  });

  it('allow-unsupported-chain: the wallet on an unconfigured network opens nothing', async () => {
    element.setAttribute('allow-unsupported-chain', '');
    await connectEvm();
    findButtonIn(element, 'Close')?.click();
    await waitFor(() => !dialog().open, 'closed');
    wallet.switchChain(1);
    await waitFor(() => lastNetworkChange()?.caipNetworkId === 'eip155:1', 'networkchange');
    expect(dialog().open).to.equal(false);
  });

  it('switchNetwork() with a network that is not configured rejects with NetworkNotFoundError and fires error', async () => {
    const failure = await element.switchNetwork('eip155:8453').then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).to.include({ name: 'NetworkNotFoundError', code: 'NETWORK_NOT_FOUND' });
    expect(events.of('error').at(-1)).to.include({ code: 'NetworkNotFoundError' });
  });
});
