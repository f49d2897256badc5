import { expect } from 'chai';
import { snapshot } from 'valtio';
import { accountState } from '../../../../src/state/account';
import { assetKeyOf, onRampState, selectOnRampView, type OnRampSources } from '../../../../src/state/onramp/onramp';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const network = (id: number, name: string, symbol: string) => ({
  id,
  caipNetworkId: `eip155:${id}` as const,
  chainNamespace: 'eip155' as const,
  name,
  nativeCurrency: { name, symbol, decimals: 18 },
});

function sources(
  onramp: Partial<OnRampSources['onramp']>,
  activeCaipNetworkId: `${string}:${string}` = 'eip155:10',
  portfolio: OnRampSources['portfolio'] = { byCaipAddress: {} },
): OnRampSources {
  const account = snapshot(accountState);
  return {
    onramp: { ...snapshot(onRampState), ...onramp },
    account: { byNamespace: { ...account.byNamespace, eip155: { status: 'connected', address: ADDRESS } } },
    portfolio,
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

describe("selectOnRampView's icons", () => {
  const icon = (symbol: string) => ({ symbol, iconUrl: `https://icons.example/${symbol.toLowerCase()}.png` });
  const portfolio = (key: string, tokens: ReturnType<typeof icon>[]) =>
    ({ byCaipAddress: { [key]: { tokens } } }) as unknown as OnRampSources['portfolio'];
  const iconsFor = (key: string, tokens: ReturnType<typeof icon>[]) => {
    const view = selectOnRampView(sources({}, 'eip155:10', portfolio(key, tokens)));
    return Object.fromEntries(view.assets.map((asset) => [`${asset.symbol}@${asset.caipNetworkId}`, view.icons[assetKeyOf(asset)]]));
  };

  it("takes each asset's icon from the account's token of the same symbol on the asset's network", () => {
    const icons = iconsFor(`eip155:10:${ADDRESS}`, [icon('oeth'), icon('USDC')]);
    expect(icons['OETH@eip155:10']).to.equal('https://icons.example/oeth.png');
    expect(icons['ETH@eip155:1']).to.equal(undefined);
  });

  it('has none on another network, for a token not held, or for another address', () => {
    expect(Object.values(iconsFor(`eip155:1:${ADDRESS}`, [icon('OETH')])).filter(Boolean)).to.deep.equal([]);
    expect(Object.values(iconsFor(`eip155:10:${ADDRESS}`, [icon('DAI')])).filter(Boolean)).to.deep.equal([]);
    expect(Object.values(iconsFor(`eip155:10:0x${'2'.repeat(40)}`, [icon('OETH')])).filter(Boolean)).to.deep.equal([]);
  });
});
