import { expect } from 'chai';
import { selectNamesAccount, type NamesSources } from '../../../../src/state/names/names-account';

const ADDRESS = '0x1111111111111111111111111111111111111111';

function sources(activeCaipNetworkId: `${string}:${string}`, connected = true): NamesSources {
  return {
    account: {
      byNamespace: {
        eip155: connected ? { status: 'connected', address: ADDRESS, caipAddress: `eip155:10:${ADDRESS}` } : { status: 'disconnected' },
        solana: { status: 'disconnected' },
      },
    },
    chains: { activeCaipNetworkId, networks: [] },
    connectors: { available: [], connectedIds: {}, acceptedNetworks: {} },
    auth: { step: 'idle', accountType: 'smartAccount', allAccounts: [], switching: false } as NamesSources['auth'],
  };
}

describe('selectNamesAccount', () => {
  it("reads the EVM account and the active network's chain id from the sources given", () => {
    const view = selectNamesAccount(sources('eip155:10'));
    expect(view).to.include({ address: ADDRESS, caipAddress: `eip155:10:${ADDRESS}`, caipNetworkId: 'eip155:10', chainId: 10 });
  });

  it('is for EVM only: another network has no chain id and is not eligible', () => {
    const view = selectNamesAccount(sources('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'));
    expect(view).to.include({ eligibility: 'names.unavailable.evmOnly', chainId: undefined, smartAccount: false });
  });

  it('needs the embedded connector: without one it is not eligible and has no smart sessions', () => {
    expect(selectNamesAccount(sources('eip155:10'))).to.include({ eligibility: 'names.unavailable.needsEmbedded', smartAccount: false });
    expect(selectNamesAccount(sources('eip155:10', false)).address).to.equal(undefined);
  });
});
