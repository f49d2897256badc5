// The element's table of known networks holds public networks only; a host's
// custom network definition names any network, known ones included.
import { expect } from 'chai';
import { parseConfigObject } from '../../../../src/state/settings/config-object';
import { KNOWN_NETWORKS, resolveNetwork } from '../../../../src/state/shared/known-networks';

const customNetworks = (networks: unknown[]) => parseConfigObject({ networks }, []).customNetworks;

describe('networks', () => {
  it('the known networks hold no devnet chain: 31337 and 31338 resolve as generic chains', () => {
    const ids = KNOWN_NETWORKS.map((network) => network.caipNetworkId);
    expect(ids).not.to.include('eip155:31337');
    expect(ids).not.to.include('eip155:31338');
    expect(KNOWN_NETWORKS.map((network) => network.name).filter((name) => /devnet [ab]/i.test(name))).to.deep.equal([]);
    expect(resolveNetwork('eip155:31337')).to.deep.include({ id: 31337, name: 'Chain 31337', assets: undefined });
    expect(resolveNetwork('eip155:31338')?.name).to.equal('Chain 31338');
  });

  it('a custom definition names the network, with its currency, RPC and icon', () => {
    const custom = customNetworks([
      {
        caipNetworkId: 'eip155:31337',
        name: 'Devnet A',
        rpcUrl: 'http://127.0.0.1:8545',
        imageUrl: 'http://127.0.0.1:4173/a.svg',
        nativeCurrency: { name: 'Devnet Ether', symbol: 'dETH', decimals: 18 },
      },
    ]);
    expect(resolveNetwork('eip155:31337', custom)).to.deep.include({
      name: 'Devnet A',
      rpcUrl: 'http://127.0.0.1:8545',
      assets: { imageUrl: 'http://127.0.0.1:4173/a.svg' },
      nativeCurrency: { name: 'Devnet Ether', symbol: 'dETH', decimals: 18 },
    });
  });

  it('a custom definition wins over the known network of the same id', () => {
    const custom = customNetworks([{ caipNetworkId: 'eip155:1', name: 'My Mainnet' }]);
    expect(resolveNetwork('eip155:1')?.name).to.equal('Ethereum');
    expect(resolveNetwork('eip155:1', custom)?.name).to.equal('My Mainnet');
  });
});
