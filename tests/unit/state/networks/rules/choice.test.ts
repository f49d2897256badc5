import { expect } from 'chai';
import { disabledReason, historyAfterSwitch, switchPlan, type NetworkChoiceContext } from '../../../../../src/state/networks/rules/choice';

const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp';
const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';

const disconnected: NetworkChoiceContext = {
  activeCaipNetworkId: 'eip155:1',
  disableNetworkSwitch: false,
  connections: {},
  accountNetworks: {},
};
const injectedOn1: NetworkChoiceContext = { ...disconnected, connections: { eip155: {} }, accountNetworks: { eip155: 'eip155:1' } };

describe('disabledReason', () => {
  it('nothing is disabled while disconnected, nor for a browser wallet (it can add any chain)', () => {
    for (const id of ['eip155:8453', SOLANA_MAINNET]) {
      expect(disabledReason(id, disconnected)).to.equal(undefined);
      expect(disabledReason(id, injectedOn1)).to.equal(undefined);
    }
  });

  it('WalletConnect: chains the session did not approve', () => {
    const ctx: NetworkChoiceContext = {
      ...disconnected,
      connections: { eip155: { accepted: { chains: ['eip155:1', 'eip155:10'], limitedBy: 'session' } } },
    };
    expect(disabledReason('eip155:10', ctx)).to.equal(undefined);
    expect(disabledReason('eip155:8453', ctx)).to.equal('notApproved');
    // Another namespace the session does not hold is connected separately, not disabled.
    expect(disabledReason(SOLANA_MAINNET, ctx)).to.equal(undefined);
  });

  it('a Solana Wallet Standard wallet: chains it does not list, cluster names and CAIP-2 ids alike', () => {
    const ctx: NetworkChoiceContext = {
      ...disconnected,
      activeCaipNetworkId: SOLANA_DEVNET,
      connections: { solana: { accepted: { chains: ['solana:devnet', 'solana:testnet'], limitedBy: 'wallet' } } },
    };
    expect(disabledReason('solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', ctx)).to.equal(undefined);
    expect(disabledReason(SOLANA_MAINNET, ctx)).to.equal('walletUnsupported');
    expect(disabledReason('eip155:1', ctx)).to.equal(undefined);
  });

  it('disable-network-switch: every network but the active one', () => {
    const ctx = { ...injectedOn1, disableNetworkSwitch: true };
    expect(disabledReason('eip155:1', ctx)).to.equal(undefined);
    expect(disabledReason('eip155:8453', ctx)).to.equal('switchDisabled');
    expect(disabledReason(SOLANA_MAINNET, { ...disconnected, disableNetworkSwitch: true })).to.equal('switchDisabled');
  });

  it('the active network is never disabled, even when the session did not approve it', () => {
    const ctx: NetworkChoiceContext = { ...disconnected, connections: { eip155: { accepted: { chains: [], limitedBy: 'session' } } } };
    expect(disabledReason('eip155:1', ctx)).to.equal(undefined);
  });
});

describe('switchPlan', () => {
  it('the active network: nothing to do', () => {
    expect(switchPlan('eip155:1', injectedOn1)).to.deep.equal({ kind: 'none' });
  });

  it('disconnected: any network becomes active, in either namespace', () => {
    expect(switchPlan('eip155:8453', disconnected)).to.deep.equal({ kind: 'activate' });
    expect(switchPlan(SOLANA_MAINNET, disconnected)).to.deep.equal({ kind: 'activate' });
  });

  it('connected: the namespace’s wallet switches, however it is connected', () => {
    expect(switchPlan('eip155:8453', injectedOn1)).to.deep.equal({ kind: 'wallet' });
    const walletConnect: NetworkChoiceContext = {
      ...injectedOn1,
      connections: { eip155: { accepted: { chains: ['eip155:1'], limitedBy: 'session' } } },
    };
    expect(switchPlan('eip155:10', walletConnect)).to.deep.equal({ kind: 'wallet' });
    const solana: NetworkChoiceContext = {
      ...disconnected,
      activeCaipNetworkId: SOLANA_DEVNET,
      connections: { solana: { accepted: { chains: ['solana:devnet'], limitedBy: 'wallet' } } },
      accountNetworks: { solana: SOLANA_DEVNET },
    };
    expect(switchPlan(SOLANA_MAINNET, solana)).to.deep.equal({ kind: 'wallet' });
  });

  it('another namespace that is not connected, while the active one is: confirm, then connect', () => {
    expect(switchPlan(SOLANA_MAINNET, injectedOn1)).to.deep.equal({ kind: 'confirmNamespace', namespace: 'solana' });
  });

  it('another namespace that is connected: it just becomes active on its account’s network, else its wallet switches', () => {
    const both: NetworkChoiceContext = {
      ...injectedOn1,
      connections: { eip155: {}, solana: { accepted: { chains: ['solana:mainnet', 'solana:devnet'], limitedBy: 'wallet' } } },
      accountNetworks: { eip155: 'eip155:1', solana: SOLANA_MAINNET },
    };
    expect(switchPlan(SOLANA_MAINNET, both)).to.deep.equal({ kind: 'activate' });
    expect(switchPlan(SOLANA_DEVNET, both)).to.deep.equal({ kind: 'wallet' });
  });

  it('a wallet on an unsupported network switches within its namespace', () => {
    const unsupported = { ...injectedOn1, activeCaipNetworkId: 'eip155:999', accountNetworks: { eip155: 'eip155:999' } };
    expect(switchPlan('eip155:1', unsupported)).to.deep.equal({ kind: 'wallet' });
  });
});

describe('historyAfterSwitch', () => {
  it('returns past the network views to where the visitor came from', () => {
    expect(historyAfterSwitch(['Account', 'Networks', 'SwitchNetwork'], 'Account')).to.deep.equal(['Account']);
    expect(historyAfterSwitch(['Account', 'Swap', 'Networks', 'SwitchNetwork'], 'Account')).to.deep.equal(['Account', 'Swap']);
    expect(historyAfterSwitch(['Account', 'Networks'], 'Account')).to.deep.equal(['Account']);
  });

  it('starts over when the network views were all there was (UnsupportedChain, or opened at Networks)', () => {
    expect(historyAfterSwitch(['UnsupportedChain', 'SwitchNetwork'], 'Account')).to.deep.equal(['Account']);
    expect(historyAfterSwitch(['Networks'], 'Connect')).to.deep.equal(['Connect']);
  });
});
