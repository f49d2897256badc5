// When a WalletConnect connect is one click, and what it asks: the plan (siwx/one-click.ts) with a RainbowKit-shaped
// adapter, and its proposal against a provider stand-in that records the connect call.
import { expect } from 'chai';
import { setSiwxAdapter, signInState, type SiwxAdapterInput } from '../../../../src/state/account';
import { resetState } from '../../../../src/state/reset';
import { planOneClick } from '../../../../src/state/siwx';
import type { WalletConnectProvider } from '../../../../src/services/connectors/walletconnect';
import type { Network } from '../../../../src/state/shared';

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SIGNATURE = `0x${'cd'.repeat(65)}`;
const evm = { caipNetworkId: 'eip155:31337', chainNamespace: 'eip155', id: 31337 } as unknown as Network;
const solana = { caipNetworkId: 'solana:abc', chainNamespace: 'solana', id: 'abc' } as unknown as Network;
const request = (networks: Network[]) => ({
  namespaces: ['eip155', 'solana'] as const,
  networks,
  preferredNetwork: 'eip155:31337' as const,
});
const rainbow = (getNonce: () => Promise<string> = async () => 'n0nce1234abcd') => ({ getNonce, verify: async () => true });
const plan = (networks: Network[], adapter?: SiwxAdapterInput) => {
  setSiwxAdapter(adapter);
  return planOneClick(request(networks), new AbortController().signal);
};

describe('one click (WalletConnect sign-in in one prompt)', () => {
  beforeEach(() => resetState());
  afterEach(() => resetState());

  it('is planned only with sign-in configured, every network EVM, signed out, a backend that takes a bare nonce', async () => {
    expect(await plan([evm], rainbow())).to.have.keys('propose', 'complete');
    expect(await plan([evm])).to.equal(undefined);
    expect(await plan([evm, solana], rainbow())).to.equal(undefined);
    expect(
      await plan(
        [evm],
        rainbow(() => Promise.reject(new Error('offline'))),
      ),
    ).to.equal(undefined);
    const appKit = {
      createMessage: async () => ({}),
      addSession: async () => {},
      getSessions: async () => [],
      revokeSession: async () => {},
    };
    expect(await plan([evm], appKit as unknown as SiwxAdapterInput)).to.equal(undefined);
    signInState.status = 'signed-in';
    expect(await plan([evm], rainbow())).to.equal(undefined);
  });

  it("proposes with a sign-in request of the page, the site's nonce and the proposal's chains, and rebuilds the message of the account's CACAO", async () => {
    const calls: Record<string, unknown>[] = [];
    const cacao = {
      h: { t: 'caip122' },
      p: { iss: `did:pkh:eip155:31337:${ALICE}`, domain: location.host, nonce: 'n0nce1234abcd' },
      s: { t: 'eip191', s: SIGNATURE },
    };
    const provider = {
      connect: async (params: Record<string, unknown>) => (calls.push(params), { topic: 't', authentication: [cacao] }),
      client: { formatAuthMessage: ({ iss }: { iss: string }) => `message of ${iss}` },
    } as unknown as WalletConnectProvider;
    const namespaces = {
      eip155: { chains: ['eip155:31337'], methods: ['personal_sign'], events: [], rpcMap: { 31337: 'http://127.0.0.1:8545' } },
    };
    const oneClick = await plan([evm], rainbow());
    const answer = await oneClick!.propose(provider, namespaces);
    expect(calls[0]).to.have.property('optionalNamespaces', namespaces);
    const [signIn, ...more] = calls[0]!.authentication as Record<string, unknown>[];
    expect(more).to.deep.equal([]);
    expect(signIn).to.deep.include({
      chains: ['eip155:31337'],
      domain: location.host,
      uri: location.origin,
      nonce: 'n0nce1234abcd',
      ttl: 300,
    });
    expect(Date.parse(String(signIn!.exp)) - Date.now()).to.be.greaterThan(23 * 3600 * 1000);
    expect(answer.session).to.deep.include({ topic: 't' });
    expect(answer.signedFor?.({ address: ALICE, caipNetworkId: 'eip155:31337' })).to.deep.equal({
      address: ALICE,
      caipNetworkId: 'eip155:31337',
      signature: SIGNATURE,
      message: `message of did:pkh:eip155:31337:${ALICE}`,
    });
  });
});
