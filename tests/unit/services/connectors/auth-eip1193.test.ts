// The embedded account's EIP-1193 provider (src/services/connectors/auth-eip1193.ts), driven without a
// frame: typed data whose domain.chainId is not the active network (a number, a decimal or hex string,
// a JSON text or an object) is refused with 4901 before anything is sent to the frame; typed data for
// the active network, or without a domain.chainId, goes to the frame as asked (issue 26).
import { expect } from 'chai';
import { authEip1193Provider } from '../../../../src/services/connectors/auth-eip1193';
import { WalletError } from '../../../../src/services/errors';

const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SIGNATURE = `0x${'ab'.repeat(65)}`;
const typedData = (domain: Record<string, unknown>) => ({
  types: { EIP712Domain: Object.keys(domain).map((name) => ({ name, type: name === 'chainId' ? 'uint256' : 'string' })) },
  primaryType: 'EIP712Domain',
  domain,
  message: {},
});

function provider(chain = 'eip155:31337') {
  const sent: { caipNetworkId: string; method: string; params: unknown }[] = [];
  const eip1193 = authEip1193Provider({
    address: () => ACCOUNT,
    chain: () => chain,
    chains: () => ['eip155:31337', 'eip155:31338'],
    switchChain: (caipNetworkId) => void (chain = caipNetworkId),
    send: async ({ caipNetworkId, method, params }) => {
      sent.push({ caipNetworkId, method, params });
      return SIGNATURE;
    },
  });
  return { eip1193, sent };
}

/** The provider's refusal, as the page reads it: an EIP-1193 error with a numeric code, the product's wallet error as its cause. */
async function refusal(promise: Promise<unknown>): Promise<{ rpcCode: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const { code, cause } = error as { code: unknown; cause: unknown };
    expect(cause).to.be.instanceOf(WalletError);
    expect(code).to.be.a('number');
    return { rpcCode: code as number, message: (error as Error).message };
  }
  throw new Error('it was signed');
}

describe('the embedded account’s EIP-1193 provider: typed data', () => {
  it('refuses typed data for another chain with 4901, in every notation and typed-data method, and sends nothing to the frame', async () => {
    const { eip1193, sent } = provider();
    for (const method of ['eth_signTypedData_v4', 'eth_signTypedData_v3', 'eth_signTypedData'])
      for (const chainId of [1, '1', '0x1', '0x7A6A', 31338, '31338'])
        for (const data of [typedData({ name: 'Mail', chainId }), JSON.stringify(typedData({ name: 'Mail', chainId }))]) {
          const error = await refusal(eip1193.request({ method, params: [ACCOUNT, data] }));
          expect(error.rpcCode, `${method} ${chainId}`).to.equal(4901);
          expect(error.message).to.include(`for chain ${Number(chainId)}, not the active network eip155:31337`);
        }
    expect(sent).to.deep.equal([]);
  });

  it('sends typed data for the active network, or without a domain.chainId, to the frame as asked', async () => {
    const { eip1193, sent } = provider();
    const asked = [
      typedData({ name: 'Mail', chainId: 31337 }),
      JSON.stringify(typedData({ name: 'Mail', chainId: '0x7a69' })),
      typedData({ name: 'Mail', chainId: '31337' }),
      typedData({ name: 'Mail' }),
      JSON.stringify({ types: {}, primaryType: 'Mail', message: {} }),
    ];
    for (const data of asked)
      expect(await eip1193.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT, data] })).to.equal(SIGNATURE);
    // The legacy eth_signTypedData's list of typed values has no domain.
    const legacy = [[{ type: 'string', name: 'note', value: 'hi' }], ACCOUNT];
    expect(await eip1193.request({ method: 'eth_signTypedData', params: legacy })).to.equal(SIGNATURE);
    expect(sent.map(({ params }) => params)).to.deep.equal([...asked.map((data) => [ACCOUNT, data]), legacy]);
    expect(sent.every(({ caipNetworkId }) => caipNetworkId === 'eip155:31337')).to.equal(true);
  });

  it('follows a network switch: the new active network is the one typed data must be for', async () => {
    const { eip1193, sent } = provider();
    await eip1193.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] });
    const sign = (chainId: number) => eip1193.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT, typedData({ chainId })] });
    expect((await refusal(sign(31337))).rpcCode).to.equal(4901);
    expect(await sign(31338)).to.equal(SIGNATURE);
    expect(sent.map(({ caipNetworkId }) => caipNetworkId)).to.deep.equal(['eip155:31338']);
  });

  it('refuses typed data it cannot read with -32602, and a v4 request without typed data', async () => {
    const { eip1193, sent } = provider();
    const codeOf = async (method: string, params: unknown[]) => (await refusal(eip1193.request({ method, params }))).rpcCode;
    expect(await codeOf('eth_signTypedData_v4', [ACCOUNT, '{not json'])).to.equal(-32602);
    expect(await codeOf('eth_signTypedData_v4', [ACCOUNT, typedData({ chainId: 'mainnet' })])).to.equal(-32602);
    expect(await codeOf('eth_signTypedData_v4', [ACCOUNT, { types: {}, domain: 'eip155:1', message: {} }])).to.equal(-32602);
    expect(await codeOf('eth_signTypedData_v4', [ACCOUNT])).to.equal(-32602);
    expect(sent).to.deep.equal([]);
  });
});
