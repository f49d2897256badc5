import { expect } from 'chai';
import { historyAfterBack, mustShowUnsupportedChain, viewOnOpen, type RouteContext } from '../../../../src/state/router/router';
import { goBack, openModal, requestClose } from '../../../../src/state/router/navigation';
import { routerState, pushView } from '../../../../src/state/router/router';
import { modalState } from '../../../../src/state/router';
import { setAccount } from '../../../../src/state/account';
import { chainsState } from '../../../../src/state/networks/active';
import { applyAttributeSettings } from '../../../../src/state/configure';
import { setIsMobile } from '../../../../src/state/settings/env';
import { resetState } from '../../../../src/state/reset';
import { installFakeClock } from '../../../fixtures/fake-clock';

const base: RouteContext = {
  isConnected: false,
  hasAdapters: true,
  isMobile: false,
  activeNetworkSupported: true,
  disableNetworkSwitch: false,
  allowUnsupportedChain: false,
};

describe('router rules (spec §2)', () => {
  describe('viewOnOpen', () => {
    it('opens on Connect when disconnected and on Account when connected', () => {
      expect(viewOnOpen(base)).to.equal('Connect');
      expect(viewOnOpen({ ...base, isConnected: true })).to.equal('Account');
    });

    it('with no adapters opens AllWallets on mobile and the basic WalletConnect view on desktop', () => {
      expect(viewOnOpen({ ...base, hasAdapters: false, isMobile: true })).to.equal('AllWallets');
      expect(viewOnOpen({ ...base, hasAdapters: false, isMobile: false })).to.equal('ConnectingWalletConnectBasic');
    });

    it('no adapters does not matter once connected', () => {
      expect(viewOnOpen({ ...base, hasAdapters: false, isConnected: true })).to.equal('Account');
    });

    it('opens UnsupportedChain when connected on an unsupported network', () => {
      expect(viewOnOpen({ ...base, isConnected: true, activeNetworkSupported: false })).to.equal('UnsupportedChain');
    });

    it('does not open UnsupportedChain when switching is disabled or unsupported chains are allowed', () => {
      const unsupported = { ...base, isConnected: true, activeNetworkSupported: false };
      expect(viewOnOpen({ ...unsupported, disableNetworkSwitch: true })).to.equal('Account');
      expect(viewOnOpen({ ...unsupported, allowUnsupportedChain: true })).to.equal('Account');
      expect(mustShowUnsupportedChain({ ...unsupported, disableNetworkSwitch: true, allowUnsupportedChain: true })).to.equal(false);
    });

    it('an unsupported network while disconnected is not a reason to show UnsupportedChain', () => {
      expect(viewOnOpen({ ...base, activeNetworkSupported: false })).to.equal('Connect');
    });

    it('honours a requested view, but Connect while connected lands on Account', () => {
      expect(viewOnOpen(base, 'Networks')).to.equal('Networks');
      expect(viewOnOpen({ ...base, isConnected: true }, 'Connect')).to.equal('Account');
      expect(viewOnOpen({ ...base, isConnected: true, activeNetworkSupported: false }, 'Networks')).to.equal('UnsupportedChain');
    });
  });

  describe('historyAfterBack', () => {
    it('back from the first view closes (undefined)', () => {
      expect(historyAfterBack(['Connect'], base)).to.equal(undefined);
      expect(historyAfterBack([], base)).to.equal(undefined);
    });

    it('pops one view', () => {
      expect(historyAfterBack(['Connect', 'AllWallets', 'ConnectingExternal'], base)).to.deep.equal(['Connect', 'AllWallets']);
    });

    it('back onto Connect while connected lands on Account', () => {
      expect(historyAfterBack(['Connect', 'ConnectingExternal'], { ...base, isConnected: true })).to.deep.equal(['Account']);
      expect(historyAfterBack(['Connect', 'ConnectingExternal'], base)).to.deep.equal(['Connect']);
    });

    it('does not change the history it is given', () => {
      const history = ['Connect', 'AllWallets'] as const;
      historyAfterBack([...history], base);
      expect(history).to.deep.equal(['Connect', 'AllWallets']);
    });
  });
});

describe('navigation on live state', () => {
  beforeEach(() => resetState());

  it('open while disconnected shows Connect; back from it closes the modal', () => {
    openModal();
    expect(modalState.open).to.equal(true);
    expect(routerState.history).to.deep.equal(['Connect']);
    goBack();
    expect(modalState.open).to.equal(false);
  });

  it('open while connected shows Account', () => {
    setAccount('eip155', { status: 'connected', address: '0x1' });
    openModal();
    expect(routerState.history).to.deep.equal(['Account']);
  });

  it('walletconnect-only on desktop and on mobile', () => {
    applyAttributeSettings({ walletconnectOnly: '' });
    openModal();
    expect(routerState.history).to.deep.equal(['ConnectingWalletConnectBasic']);
    setIsMobile(true);
    openModal();
    expect(routerState.history).to.deep.equal(['AllWallets']);
  });

  it('a wallet on an unconfigured network opens UnsupportedChain, and closing it shakes instead', () => {
    setAccount('eip155', { status: 'connected', address: '0x1' });
    chainsState.activeCaipNetworkId = 'eip155:999';
    openModal();
    expect(routerState.history).to.deep.equal(['UnsupportedChain']);
    expect(requestClose()).to.equal(false);
    expect(modalState.open).to.equal(true);
    expect(modalState.shake).to.equal(true);
  });

  it('the shake lasts 500 ms', () => {
    const clock = installFakeClock();
    try {
      setAccount('eip155', { status: 'connected', address: '0x1' });
      chainsState.activeCaipNetworkId = 'eip155:999';
      openModal();
      requestClose();
      clock.tick(499);
      expect(modalState.shake).to.equal(true);
      clock.tick(1);
      expect(modalState.shake).to.equal(false);
    } finally {
      clock.uninstall();
    }
  });

  it('with allow-unsupported-chain the same wallet opens Account and closes normally', () => {
    applyAttributeSettings({ allowUnsupportedChain: '' });
    setAccount('eip155', { status: 'connected', address: '0x1' });
    chainsState.activeCaipNetworkId = 'eip155:999';
    openModal();
    expect(routerState.history).to.deep.equal(['Account']);
    expect(requestClose()).to.equal(true);
  });

  it('going back onto Connect after connecting lands on Account', () => {
    openModal();
    pushView('ConnectingExternal', { connectorId: 'x' });
    setAccount('eip155', { status: 'connected', address: '0x1' });
    goBack();
    expect(routerState.history).to.deep.equal(['Account']);
  });

  it('open({namespace}) makes that namespace active when it is configured', () => {
    applyAttributeSettings({ networks: 'eip155:1,solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' });
    openModal({ namespace: 'solana' });
    expect(chainsState.activeCaipNetworkId).to.equal('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp');
  });

  it('each view is opened with its own parameters (the route map), and a new view drops the last one', () => {
    openModal();
    pushView('SwitchNetwork', { caipNetworkId: 'eip155:8453' });
    expect(routerState.data).to.deep.equal({ caipNetworkId: 'eip155:8453' });
    pushView('Networks');
    expect(routerState.data).to.deep.equal({});
    // @ts-expect-error: ConnectingExternal needs the connector's id
    pushView('ConnectingExternal');
    // @ts-expect-error: Networks takes no parameters
    pushView('Networks', { connectorId: 'x' });
    // @ts-expect-error: Connect's namespace is a namespace
    pushView('Connect', { namespace: 'cosmos' });
  });
});
