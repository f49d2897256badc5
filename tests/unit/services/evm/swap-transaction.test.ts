// Swap's chain step: the wallet request for a built transaction, and the wait for its receipt
// against a JSON-RPC chain (the test ledger's `/rpc`): mined, reverted, never mined, aborted.
import { expect } from 'chai';
import { testApi, testHash } from '../../../fixtures/api-ledger';
import { swapTransactionRequest, waitForEvmReceipt } from '../../../../src/services/evm/swap-transaction';

describe('swap transaction', () => {
  it('asks the wallet for the built transaction, quantities in hex', () => {
    const request = swapTransactionRequest({
      from: '0x1111111111111111111111111111111111111111',
      to: '0x2222222222222222222222222222222222222222',
      data: '0xabcd',
      value: 10n ** 16n,
      gas: 300_000n,
    });
    expect(request).to.deep.equal({
      from: '0x1111111111111111111111111111111111111111',
      to: '0x2222222222222222222222222222222222222222',
      data: '0xabcd',
      value: '0x2386f26fc10000',
      gas: '0x493e0',
    });
    expect(
      swapTransactionRequest({
        from: '0x1111111111111111111111111111111111111111',
        to: '0x2222222222222222222222222222222222222222',
        data: '0x',
        value: 0n,
      }),
    ).to.not.have.property('gas');
  });

  it('waits for the receipt: confirmed, failed (reverted), a timeout when never mined, and stops when aborted', async () => {
    const rpc = `${await testApi({ receipts: { [testHash(1)]: 'success', [testHash(2)]: 'reverted' } })}/rpc`;
    expect(await waitForEvmReceipt(rpc, testHash(1), { pollMs: 10 })).to.equal('confirmed');
    expect(await waitForEvmReceipt(rpc, testHash(2), { pollMs: 10 })).to.equal('failed');
    const late = await waitForEvmReceipt(rpc, testHash(3), { pollMs: 10, timeoutMs: 50 }).catch((error: Error) => error);
    expect(late).to.have.property('name', 'TimeoutError');
    const controller = new AbortController();
    const waiting = waitForEvmReceipt(rpc, testHash(3), { pollMs: 10, signal: controller.signal }).catch((error: Error) => error);
    controller.abort();
    expect(await waiting).to.have.property('name', 'AbortError');
  });
});
