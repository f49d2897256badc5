import { expect } from 'chai';
import { stateChanges, type Observation, type ObservedAccount } from '../../../src/element/state-changes';

const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const EVM_2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const SOL = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin';
const SOLANA = 'solana:8pYaRydqsAxJhwJR1RVLy62SAj3Tw7Xy';

const disconnected: ObservedAccount = { status: 'disconnected' };
const evmOn = (chain: number, address = EVM): ObservedAccount => ({
  status: 'connected',
  address,
  caipAddress: `eip155:${chain}:${address}`,
});
const solanaAccount: ObservedAccount = { status: 'connected', address: SOL, caipAddress: `${SOLANA}:${SOL}` };

function observation(overrides: Partial<Observation> & { eip155?: ObservedAccount; solana?: ObservedAccount } = {}): Observation {
  const { eip155 = disconnected, solana = disconnected, ...rest } = overrides;
  return { accounts: { eip155, solana }, activeCaipNetworkId: 'eip155:31337', open: false, ...rest };
}

const types = (changes: ReturnType<typeof stateChanges>) => changes.map((change) => change.type);

describe('stateChanges: every cause fires the same host events', () => {
  it('a connect on another chain announces connect, then networkchange', () => {
    const changes = stateChanges(observation(), observation({ eip155: evmOn(31338), activeCaipNetworkId: 'eip155:31338' }));
    expect(types(changes)).to.deep.equal(['connect', 'networkchange']);
    expect(changes[0]).to.include({ namespace: 'eip155', caipNetworkId: 'eip155:31338' });
    expect(changes[1]).to.deep.equal({ type: 'networkchange', caipNetworkId: 'eip155:31338', namespace: 'eip155' });
  });

  it('the wallet switching account fires accountchange once, with the new caipAddress', () => {
    const changes = stateChanges(observation({ eip155: evmOn(31337) }), observation({ eip155: evmOn(31337, EVM_2) }));
    expect(changes).to.deep.equal([{ type: 'accountchange', address: EVM_2, caipAddress: `eip155:31337:${EVM_2}` }]);
  });

  it('a chain switch on the active namespace fires networkchange only', () => {
    const changes = stateChanges(
      observation({ eip155: evmOn(31337) }),
      observation({ eip155: evmOn(31338), activeCaipNetworkId: 'eip155:31338' }),
    );
    expect(changes).to.deep.equal([{ type: 'networkchange', caipNetworkId: 'eip155:31338', namespace: 'eip155' }]);
  });

  it('a chain switch on the inactive connected namespace fires networkchange for that namespace', () => {
    const changes = stateChanges(
      observation({ eip155: evmOn(31337), solana: solanaAccount, activeCaipNetworkId: SOLANA }),
      observation({ eip155: evmOn(31338), solana: solanaAccount, activeCaipNetworkId: SOLANA }),
    );
    expect(changes).to.deep.equal([{ type: 'networkchange', caipNetworkId: 'eip155:31338', namespace: 'eip155' }]);
  });

  it('making the other connected namespace active fires networkchange and accountchange', () => {
    const changes = stateChanges(
      observation({ eip155: evmOn(31337), solana: solanaAccount }),
      observation({ eip155: evmOn(31337), solana: solanaAccount, activeCaipNetworkId: SOLANA }),
    );
    expect(changes).to.deep.equal([
      { type: 'accountchange', address: SOL, caipAddress: `${SOLANA}:${SOL}` },
      { type: 'networkchange', caipNetworkId: SOLANA, namespace: 'solana' },
    ]);
  });

  it('a disconnected visitor picking a network fires networkchange; nothing else changes', () => {
    const changes = stateChanges(observation(), observation({ activeCaipNetworkId: 'eip155:31338' }));
    expect(changes).to.deep.equal([{ type: 'networkchange', caipNetworkId: 'eip155:31338', namespace: 'eip155' }]);
  });

  it('disconnect fires disconnect and no accountchange; open and close come last', () => {
    const changes = stateChanges(observation({ eip155: evmOn(31337), open: true }), observation({ open: false }));
    expect(types(changes)).to.deep.equal(['disconnect', 'close']);
  });

  it('no change, no event', () => {
    const same = observation({ eip155: evmOn(31337), solana: solanaAccount });
    expect(stateChanges(same, structuredClone(same))).to.deep.equal([]);
  });
});
