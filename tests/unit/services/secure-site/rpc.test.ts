// RPC through the frame: refused before posting when the method is unknown, of another network, or
// typed data for another chain (4901); approvals go one at a time, with the approval hooks around
// each, and each is preceded by an RPC_ABORT (what a page script queued in the frame is taken
// back); an abandoned or timed-out approval is a rejection and the frame gets RPC_ABORT again;
// results are checked per method; Solana bytes travel as base58.
import { expect } from 'chai';
import { solanaSigning, type ApprovalRequest } from '../../../../src/services/secure-site';
import { toBase58 } from '../../../../src/services/secure-site/base58';
import { WalletError, isWalletModalError } from '../../../../src/services/errors';
import { installFakeClock, type FakeClock } from '../../../fixtures/fake-clock';
import type { FakeSecureSite } from '../../../fixtures/fake-secure-site';
import { afterTasks, openedClient, rejectionOf, settledState } from './helpers';

const SIGNATURE = `0x${'ab'.repeat(65)}`;
const HASH = `0x${'12'.repeat(32)}`;
const ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const SOLANA = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const typedData = (chainId: unknown) => ({
  types: { EIP712Domain: [{ name: 'chainId', type: 'uint256' }], Mail: [{ name: 'body', type: 'string' }] },
  primaryType: 'Mail',
  domain: { chainId },
  message: { body: 'hello' },
});

describe('secure-site client: RPC requests', () => {
  let opened: Awaited<ReturnType<typeof openedClient>>;
  let approvals: string[];
  let clock: FakeClock | undefined;

  beforeEach(async () => {
    approvals = [];
    const note = (what: string) => (request: ApprovalRequest) => approvals.push(`${what} ${request.method}`);
    opened = await openedClient({ approvals: { onApprovalStart: note('start'), onApprovalEnd: note('end') } });
  });

  afterEach(() => {
    clock?.uninstall();
    clock = undefined;
    opened.close();
  });

  /** The RPC messages the frame received, in order: `ABORT` or the request's method. */
  const rpcTrail = (site: FakeSecureSite) =>
    site.received.flatMap(({ name, payload }) =>
      name === 'RPC_ABORT' ? ['ABORT'] : name === 'RPC_REQUEST' ? [(payload as { method: string }).method] : [],
    );

  const rpcCodeOf = async (promise: Promise<unknown>) => {
    const error = await rejectionOf(promise);
    expect(error).to.be.instanceOf(WalletError);
    return (error as WalletError).rpcCode;
  };

  it('refuses typed data for another chain (4901) before anything reaches the frame', async () => {
    const { client, site } = opened;
    const sign = (data: unknown) =>
      client.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT, data], caipNetworkId: 'eip155:31337' });
    expect(await rpcCodeOf(sign(typedData(1)))).to.equal(4901);
    expect(await rpcCodeOf(sign(JSON.stringify(typedData('0x1'))))).to.equal(4901);
    expect(await rpcCodeOf(sign(typedData('31337 or so')))).to.equal(-32602);
    expect(await rpcCodeOf(sign('{not json'))).to.equal(-32602);
    await afterTasks();
    expect(site.of('RPC_REQUEST')).to.deep.equal([]);
    site.on('RPC_REQUEST', () => ({ payload: SIGNATURE }));
    expect(await sign(JSON.stringify(typedData('0x7a69')))).to.equal(SIGNATURE);
    expect(await sign(typedData(31337))).to.equal(SIGNATURE);
    const [first] = site.of('RPC_REQUEST');
    expect(first?.payload).to.deep.include({ method: 'eth_signTypedData_v4', chainNamespace: 'eip155', chainId: 31337 });
  });

  it('refuses methods version 4 does not know (4200) and methods of another namespace (-32602)', async () => {
    const { client, site } = opened;
    expect(await rpcCodeOf(client.request({ method: 'eth_sign', params: [], caipNetworkId: 'eip155:31337' }))).to.equal(4200);
    expect(await rpcCodeOf(client.request({ method: 'constructor', caipNetworkId: 'eip155:31337' }))).to.equal(4200);
    expect(await rpcCodeOf(client.request({ method: 'solana_signMessage', params: {}, caipNetworkId: 'eip155:31337' }))).to.equal(-32602);
    expect(await rpcCodeOf(client.request({ method: 'eth_call', params: { to: ACCOUNT }, caipNetworkId: 'eip155:31337' }))).to.equal(
      -32602,
    );
    await afterTasks();
    expect(site.of('RPC_REQUEST')).to.deep.equal([]);
  });

  it('reads pass through with the network and RPC; bigints become hex; results are bounded JSON', async () => {
    const { client, site } = opened;
    site.on('RPC_REQUEST', ({ payload }) => ({ payload: (payload as { method: string }).method === 'eth_getBalance' ? '0x10' : HASH }));
    const balance = await client.request({
      method: 'eth_getBalance',
      params: [ACCOUNT, 'latest', { n: 10n }],
      caipNetworkId: 'eip155:31337',
      rpcUrl: 'http://127.0.0.1:8545/',
    });
    expect(balance).to.equal('0x10');
    expect(site.of('RPC_REQUEST')[0]?.payload).to.deep.equal({
      method: 'eth_getBalance',
      params: [ACCOUNT, 'latest', { n: '0xa' }],
      chainNamespace: 'eip155',
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8545/',
    });
    expect(approvals).to.deep.equal([]);
    // A read is not an approval: nothing the frame holds is taken back for it.
    expect(rpcTrail(site)).to.deep.equal(['eth_getBalance']);
    site.on('RPC_REQUEST', () => ({ payload: { deep: JSON.parse('['.repeat(40) + ']'.repeat(40)) } }));
    const error = await rejectionOf(client.request({ method: 'eth_call', params: [], caipNetworkId: 'eip155:31337' }));
    expect(isWalletModalError(error, 'InvalidWalletAnswerError')).to.equal(true);
  });

  it('approvals go one at a time, each between onApprovalStart and onApprovalEnd, and their results are checked', async () => {
    const { client, site } = opened;
    site.on('RPC_REQUEST', () => 'silent');
    const sign = client.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT], caipNetworkId: 'eip155:31337' });
    const send = client.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT }], caipNetworkId: 'eip155:31337' });
    const first = await site.next('RPC_REQUEST');
    await afterTasks();
    expect(site.of('RPC_REQUEST')).to.have.length(1);
    expect(approvals).to.deep.equal(['start personal_sign']);
    await site.post({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: first.id, payload: SIGNATURE });
    expect(await sign).to.equal(SIGNATURE);
    const second = await site.next('RPC_REQUEST', 2);
    expect(approvals).to.deep.equal(['start personal_sign', 'end personal_sign', 'start eth_sendTransaction']);
    await site.post({ type: '@w3m-frame/RPC_REQUEST_SUCCESS', id: second.id, payload: '0x1234' });
    expect(isWalletModalError(await rejectionOf(send), 'InvalidWalletAnswerError')).to.equal(true);
    expect(approvals.at(-1)).to.equal('end eth_sendTransaction');
    // Each approval is posted right after an RPC_ABORT: the frame shows that request and nothing a page script queued.
    expect(rpcTrail(site)).to.deep.equal(['ABORT', 'personal_sign', 'ABORT', 'eth_sendTransaction']);
  });

  it('the frame’s rejection is 4001; Magic’s coded errors keep their code', async () => {
    const { client, site } = opened;
    site.on('RPC_REQUEST', () => ({ error: 'User rejected the request.' }));
    const sign = () => client.request({ method: 'personal_sign', params: ['0x00', ACCOUNT], caipNetworkId: 'eip155:31337' });
    const rejected = (await rejectionOf(sign())) as WalletError;
    expect([rejected.userRejected, rejected.name]).to.deep.equal([true, 'UserRejectedError']);
    site.on('RPC_REQUEST', () => ({ error: 'Error: Magic RPC Error: [-32603] Internal error' }));
    const internal = (await rejectionOf(sign())) as WalletError;
    expect([internal.rpcCode, internal.name]).to.deep.equal([-32603, 'InternalRpcError']);
  });

  it('an abandoned approval is a rejection (4001) and the frame gets RPC_ABORT; a queued one never reaches the frame', async () => {
    const { client, site } = opened;
    site.on('RPC_REQUEST', () => 'silent');
    const shown = new AbortController();
    const queued = new AbortController();
    const first = client.request({
      method: 'personal_sign',
      params: ['0x00', ACCOUNT],
      caipNetworkId: 'eip155:31337',
      signal: shown.signal,
    });
    const second = client.request({
      method: 'personal_sign',
      params: ['0x01', ACCOUNT],
      caipNetworkId: 'eip155:31337',
      signal: queued.signal,
    });
    await site.next('RPC_REQUEST');
    queued.abort();
    expect(((await rejectionOf(second)) as WalletError).rpcCode).to.equal(4001);
    await afterTasks();
    // Only the RPC_ABORT that precedes the shown approval: the queued one never reached the frame.
    expect(rpcTrail(site)).to.deep.equal(['ABORT', 'personal_sign']);
    shown.abort();
    expect(((await rejectionOf(first)) as WalletError).rpcCode).to.equal(4001);
    const abort = await site.next('RPC_ABORT', 2);
    expect(abort).to.not.have.property('payload');
    expect(abort.id).to.equal(undefined);
    await afterTasks();
    expect(rpcTrail(site)).to.deep.equal(['ABORT', 'personal_sign', 'ABORT']);
    expect(approvals).to.deep.equal(['start personal_sign', 'end personal_sign']);
  });

  it('abortApprovals() ends what is shown and what waits; a read is not touched', async () => {
    const { client, site } = opened;
    site.on('RPC_REQUEST', () => 'silent');
    const read = client.request({ method: 'eth_blockNumber', caipNetworkId: 'eip155:31337' });
    const shown = client.request({ method: 'wallet_sendCalls', params: [{ calls: [] }], caipNetworkId: 'eip155:31337' });
    const waiting = client.request({ method: 'personal_sign', params: ['0x00', ACCOUNT], caipNetworkId: 'eip155:31337' });
    await site.next('RPC_REQUEST', 2);
    client.abortApprovals();
    expect(((await rejectionOf(shown)) as WalletError).rpcCode).to.equal(4001);
    expect(((await rejectionOf(waiting)) as WalletError).rpcCode).to.equal(4001);
    expect(await settledState(read)).to.equal('pending');
    // The RPC_ABORT before the shown approval, then the one that takes it back.
    await site.next('RPC_ABORT', 2);
    await afterTasks();
    expect(rpcTrail(site)).to.deep.equal(['eth_blockNumber', 'ABORT', 'wallet_sendCalls', 'ABORT']);
  });

  it('an approval times out after 5 minutes (WalletTimeoutError, RPC_ABORT); a read after 60 s', async () => {
    const { client, site } = opened;
    site.on('RPC_REQUEST', () => 'silent');
    clock = installFakeClock();
    const read = client.request({ method: 'eth_blockNumber', caipNetworkId: 'eip155:31337' });
    const sign = client.request({ method: 'personal_sign', params: ['0x00', ACCOUNT], caipNetworkId: 'eip155:31337' });
    await site.next('RPC_REQUEST', 2);
    clock.tick(60_000);
    expect([await settledState(read), await settledState(sign)]).to.deep.equal(['rejected', 'pending']);
    clock.tick(240_000);
    expect(isWalletModalError(await rejectionOf(sign), 'WalletTimeoutError')).to.equal(true);
    clock.uninstall();
    clock = undefined;
    // The RPC_ABORT before the approval, then the one that takes the timed-out approval back.
    await site.next('RPC_ABORT', 2);
    expect(rpcTrail(site)).to.deep.equal(['eth_blockNumber', 'ABORT', 'personal_sign', 'ABORT']);
  });

  it('Solana signing sends base58 on the network’s reference and reads base58 back, of the right length', async () => {
    const { client, site } = opened;
    const signature = new Uint8Array(64).fill(7);
    site.on('RPC_REQUEST', () => ({ payload: { signature: toBase58(signature) } }));
    const solana = solanaSigning(
      (request) => client.request(request),
      () => ({ caipNetworkId: SOLANA }),
    );
    const message = new TextEncoder().encode('hello');
    expect(await solana.signMessage(message, 'So11111111111111111111111111111111111111112')).to.deep.equal(signature);
    expect(site.of('RPC_REQUEST')[0]?.payload).to.deep.equal({
      method: 'solana_signMessage',
      params: { message: toBase58(message), pubkey: 'So11111111111111111111111111111111111111112' },
      chainNamespace: 'solana',
      chainId: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
    });
    site.on('RPC_REQUEST', () => ({ payload: { signature: toBase58(signature.slice(1)) } }));
    expect(isWalletModalError(await rejectionOf(solana.signMessage(message, 'x')), 'InvalidWalletAnswerError')).to.equal(true);
  });
});
