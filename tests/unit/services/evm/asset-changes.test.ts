// The account's net change per asset from a simulated batch's traced logs (issue 25), and which RPC failures
// mean "this RPC cannot simulate".
import { expect } from 'chai';
import fc from 'fast-check';
import { MethodNotFoundRpcError, RpcRequestError } from 'viem';
import { netAssetChanges, NATIVE_ASSET, TRANSFER_TOPIC } from '../../../../src/services/evm/asset-changes';
import { isSimulationUnsupported } from '../../../../src/services/evm/swap-simulation';

const ALICE = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const ROUTER = '0x9fe46736679d2d9a65f0992f2272de9f3c7fa6e0';
const USDC = '0x5fbdb2315678afecb367f032d93f642f64180aa3';
const NFT = '0xcf7ed3acca5a467e9e704c703e8d87f634fb0fc9';

const topic = (address: string) => `0x${address.slice(2).padStart(64, '0')}`;
const word = (value: bigint) => `0x${value.toString(16).padStart(64, '0')}`;
const transfer = (asset: string, from: string, to: string, value: bigint) => ({
  address: asset,
  topics: [TRANSFER_TOPIC, topic(from), topic(to)],
  data: word(value),
});

describe('net asset changes from traced logs', () => {
  it('sums ERC-20 and traced native transfers in and out of the account, ignoring others', () => {
    const changes = netAssetChanges(
      [
        transfer(NATIVE_ASSET, ALICE, ROUTER, 10n ** 16n),
        transfer(USDC, ROUTER, ALICE.toUpperCase().replace('0X', '0x'), 25_000_000n),
        transfer(USDC, ROUTER, USDC, 5n),
        {
          address: USDC,
          topics: ['0x8c5be1e5ebec7d5bd14f71427d1e84f3dd0314c0f7b2291e5b200ac8c7c3b925', topic(ALICE), topic(ROUTER)],
          data: word(1n),
        },
      ],
      ALICE,
    );
    expect([...changes]).to.deep.equal([
      [NATIVE_ASSET, -(10n ** 16n)],
      [USDC, 25_000_000n],
    ]);
  });

  it('counts an ERC-721 transfer as one token, and an unreadable Transfer from the account as a loss', () => {
    const nft = { address: NFT, topics: [TRANSFER_TOPIC, topic(ALICE), topic(ROUTER), word(7n)], data: '0x' };
    const odd = { address: USDC, topics: [TRANSFER_TOPIC, topic(ALICE), topic(ROUTER)], data: '0x12' };
    expect([...netAssetChanges([nft, odd], ALICE)]).to.deep.equal([
      [NFT, -1n],
      [USDC, -1n],
    ]);
  });

  it('the net change is the sum of what came in less what went out (fast-check)', () => {
    const address = fc.constantFrom(ALICE, ROUTER, USDC);
    fc.assert(
      fc.property(fc.array(fc.tuple(address, address, fc.bigInt({ min: 0n, max: 2n ** 256n - 1n })), { maxLength: 8 }), (moves) => {
        const expected = moves.reduce((sum, [from, to, value]) => sum + (to === ALICE ? value : 0n) - (from === ALICE ? value : 0n), 0n);
        const touched = moves.some(([from, to]) => from === ALICE || to === ALICE);
        const changes = netAssetChanges(
          moves.map(([from, to, value]) => transfer(USDC, from, to, value)),
          ALICE,
        );
        expect(changes.get(USDC)).to.equal(touched ? expected : undefined);
      }),
    );
  });
});

describe('simulation unsupported', () => {
  const rpc = (code: number, message: string) =>
    new RpcRequestError({ body: { method: 'eth_simulateV1' }, error: { code, message }, url: 'http://127.0.0.1:8545' });

  it('is "method not found" or "not supported" from the node, not a revert or another failure', () => {
    expect(isSimulationUnsupported(new MethodNotFoundRpcError(rpc(-32601, 'Method not found')))).to.equal(true);
    expect(isSimulationUnsupported(rpc(-32004, 'Method not supported'))).to.equal(true);
    expect(isSimulationUnsupported(rpc(-32000, 'the method eth_simulateV1 does not exist/is not available'))).to.equal(true);
    expect(isSimulationUnsupported(rpc(-32000, 'execution reverted'))).to.equal(false);
    expect(isSimulationUnsupported(rpc(-32603, 'internal error'))).to.equal(false);
    expect(isSimulationUnsupported(new TypeError('Failed to fetch'))).to.equal(false);
  });
});
