// How the pending poller reads an EVM transaction (src/services/evm/receipt.ts), against a JSON-RPC
// stand-in: a receipt confirms or fails it (with the revert reason replayed by eth_call), and the
// sender's nonce slot taken by another mined transaction replaces it, as viem's onReplaced would say.
import { expect } from 'chai';
import { followEvmTransaction } from '../../../../src/services/evm/receipt';
import { revertReason } from '../../../../src/services/evm/revert-reason';

const HASH = `0x${'a'.repeat(64)}`;
const FROM = `0x${'1'.repeat(40)}`;
const receipt = (status: '0x1' | '0x0') => ({ transactionHash: HASH, blockNumber: '0x5', status });
const errorString = (text: string) => {
  const hex = [...new TextEncoder().encode(text)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `0x08c379a0${'20'.padStart(64, '0')}${text.length.toString(16).padStart(64, '0')}${hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')}`;
};

type Answer = { result: unknown } | { error: { code: number; message: string; data?: string } };

/** Answers JSON-RPC through `answer` while `run` runs; the methods asked, in order. */
async function withRpc(answer: (method: string, params: unknown[]) => Answer, run: (url: string) => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = async (_url, init) => {
    const { id, method, params } = JSON.parse(String(init?.body)) as { id: number; method: string; params: unknown[] };
    asked.push(method);
    return new Response(JSON.stringify({ jsonrpc: '2.0', id, ...answer(method, params) }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  try {
    await run(`http://127.0.0.1:9/rpc-${Math.random()}`);
  } finally {
    globalThis.fetch = original;
  }
  return asked;
}

describe('following an EVM transaction', () => {
  it('pending until mined, learning its nonce; confirmed once the receipt says so', async () => {
    let mined = false;
    const answer = (method: string): Answer => {
      if (method === 'eth_getTransactionReceipt') return { result: mined ? receipt('0x1') : null };
      if (method === 'eth_getTransactionByHash') return { result: { hash: HASH, from: FROM, nonce: '0x7', blockNumber: null } };
      if (method === 'eth_getTransactionCount') return { result: '0x7' };
      return { error: { code: -32601, message: 'no' } };
    };
    await withRpc(answer, async (url) => {
      expect(await followEvmTransaction(url, { hash: HASH, from: FROM })).to.deep.equal({ status: 'pending', nonce: 7 });
      mined = true;
      expect(await followEvmTransaction(url, { hash: HASH, from: FROM, nonce: 7 })).to.deep.equal({ status: 'confirmed' });
    });
  });

  it('replaced when the sender’s nonce slot is taken and this hash has no receipt (read twice: not mined in between)', async () => {
    const asked = await withRpc(
      (method) =>
        method === 'eth_getTransactionReceipt'
          ? { result: null }
          : method === 'eth_getTransactionCount'
            ? { result: '0x8' }
            : { error: { code: -32601, message: 'no' } },
      async (url) => {
        // A dropped transaction is gone from the node: the nonce read before is what finds its slot.
        expect(await followEvmTransaction(url, { hash: HASH, from: FROM, nonce: 7 })).to.deep.equal({ status: 'replaced', nonce: 7 });
      },
    );
    expect(asked).to.deep.equal(['eth_getTransactionReceipt', 'eth_getTransactionCount', 'eth_getTransactionReceipt']);
  });

  it('its own, when it was mined between the receipt and the count', async () => {
    let receipts = 0;
    await withRpc(
      (method) => (method === 'eth_getTransactionReceipt' ? { result: (receipts += 1) > 1 ? receipt('0x1') : null } : { result: '0x8' }),
      async (url) => {
        expect(await followEvmTransaction(url, { hash: HASH, from: FROM, nonce: 7 })).to.deep.equal({ status: 'confirmed' });
      },
    );
  });

  it('failed, with the revert reason the replayed call gives; without one when the node says nothing', async () => {
    let data: string | undefined = errorString('ERC20: transfer amount exceeds balance');
    const answer = (method: string): Answer => {
      if (method === 'eth_getTransactionReceipt') return { result: receipt('0x0') };
      if (method === 'eth_getTransactionByHash')
        return { result: { hash: HASH, from: FROM, to: FROM, input: '0x', value: '0x0', gas: '0x5208', nonce: '0x1', blockNumber: '0x5' } };
      if (method === 'eth_call') return { error: { code: 3, message: 'execution reverted', ...(data ? { data } : {}) } };
      return { error: { code: -32601, message: 'no' } };
    };
    await withRpc(answer, async (url) => {
      expect(await followEvmTransaction(url, { hash: HASH, from: FROM })).to.deep.equal({
        status: 'failed',
        reason: 'ERC20: transfer amount exceeds balance',
      });
      data = undefined;
      expect(await followEvmTransaction(url, { hash: HASH, from: FROM })).to.deep.equal({ status: 'failed' });
    });
  });

  it('throws when the receipt cannot be read (the poller waits longer)', async () => {
    await withRpc(
      () => ({ error: { code: -32000, message: 'down' } }),
      async (url) => {
        const outcome = await followEvmTransaction(url, { hash: HASH, from: FROM }).then(
          () => 'answered',
          () => 'threw',
        );
        expect(outcome).to.equal('threw');
      },
    );
  });
});

describe('revert reasons', () => {
  it('reads Error(string), Panic(uint256) and the node’s words, in the error or one it wraps; bounded plain text', () => {
    expect(revertReason({ cause: { data: errorString('Not owner') } })).to.equal('Not owner');
    expect(revertReason({ data: `0x4e487b71${'11'.padStart(64, '0')}` })).to.equal('Panic 0x11');
    expect(revertReason(new Error('execution reverted: Paused'))).to.equal('Paused');
    expect(revertReason({ details: 'execution reverted' })).to.equal(undefined);
    expect(revertReason({ data: errorString('a\u0000b'.padEnd(400, 'x')) })?.length).to.equal(160);
    expect(revertReason({ data: '0x08c379a0zz' })).to.equal(undefined);
    expect(revertReason('nothing')).to.equal(undefined);
  });

  it('names a token’s standard ERC-6093 error (as anvil answers an OpenZeppelin 5 transfer past the balance); another custom error by its selector alone', () => {
    const args = '00'.repeat(96);
    const insufficient = { code: 3, message: `execution reverted: custom error 0xe450d38c: ${args}`, data: `0xe450d38c${args}` };
    expect(revertReason({ cause: insufficient })).to.equal('ERC20InsufficientBalance');
    expect(revertReason({ message: `execution reverted: custom error 0x12345678: ${args}`, data: `0x12345678${args}` })).to.equal(
      'custom error 0x12345678',
    );
    expect(revertReason({ data: '__proto__' })).to.equal(undefined);
  });
});
