import { expect } from 'chai';
import { snapshot } from 'valtio';
import { accountState } from '../../../../src/state/account';
import { assetIconUrl, onRampState, selectOnRampView, type OnRampSources } from '../../../../src/state/onramp/onramp';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const network = (id: number, name: string, symbol: string) => ({
  id,
  caipNetworkId: `eip155:${id}` as const,
  chainNamespace: 'eip155' as const,
  name,
  nativeCurrency: { name, symbol, decimals: 18 },
});

function sources(onramp: Partial<OnRampSources['onramp']>, activeCaipNetworkId: `${string}:${string}` = 'eip155:10'): OnRampSources {
  const account = snapshot(accountState);
  return {
    onramp: { ...snapshot(onRampState), ...onramp },
    account: { byNamespace: { ...account.byNamespace, eip155: { status: 'connected', address: ADDRESS } } },
    chains: { activeCaipNetworkId, networks: [network(1, 'Ethereum', 'ETH'), network(10, 'Optimism', 'OETH')] },
  };
}

describe('selectOnRampView', () => {
  it("lists what the configured networks offer and picks the active network's coin, with the address there", () => {
    const view = selectOnRampView(sources({}));
    expect(view.assets.map((asset) => asset.caipNetworkId)).to.include.members(['eip155:1', 'eip155:10']);
    expect(view.asset?.caipNetworkId).to.equal('eip155:10');
    expect(view.address).to.equal(ADDRESS);
  });

  it("keeps the visitor's choice while it is offered", () => {
    const all = selectOnRampView(sources({})).assets;
    const other = all.find((asset) => asset.caipNetworkId === 'eip155:1')!;
    const view = selectOnRampView(sources({ assetKey: `${other.caipNetworkId}/${other.id}` }));
    expect(view.asset).to.deep.equal(other);
  });

  it('checks the amount against the options', () => {
    expect(selectOnRampView(sources({ amountInput: '' })).check.ok).to.equal(false);
  });
});

describe('assetIconUrl', () => {
  const portfolios = {
    [`eip155:10:${ADDRESS}`]: {
      tokens: [
        { symbol: 'OETH', iconUrl: 'https://icons.example/oeth.png' },
        { symbol: 'USDC', iconUrl: 'https://icons.example/usdc.png' },
      ],
    },
  };

  it("takes the icon of the account's token of the same symbol on the asset's network", () => {
    expect(assetIconUrl(portfolios, { symbol: 'usdc', caipNetworkId: 'eip155:10' }, ADDRESS)).to.equal('https://icons.example/usdc.png');
    expect(assetIconUrl(portfolios, { symbol: 'OETH', caipNetworkId: 'eip155:10' }, ADDRESS)).to.equal('https://icons.example/oeth.png');
  });

  it('has none on another network, for a token not held, or without an address there', () => {
    expect(assetIconUrl(portfolios, { symbol: 'USDC', caipNetworkId: 'eip155:1' }, ADDRESS)).to.equal(undefined);
    expect(assetIconUrl(portfolios, { symbol: 'DAI', caipNetworkId: 'eip155:10' }, ADDRESS)).to.equal(undefined);
    expect(assetIconUrl(portfolios, { symbol: 'USDC', caipNetworkId: 'eip155:10' }, undefined)).to.equal(undefined);
  });
});
