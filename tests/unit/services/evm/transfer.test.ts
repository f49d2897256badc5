import { expect } from 'chai';
import { decodeFunctionData, erc20Abi, maxUint256, type Address } from 'viem';
import { toWalletError } from '../../../../src/services/errors';
import type { Eip1193RequestArguments } from '../../../../src/services/connectors/eip1193';
import { estimateEvmFee, sendEvmTransfer, transferRequest, type EvmTransfer } from '../../../../src/services/evm/transfer';
import { TEST_SERVER } from '../http/test-server';

const FROM: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const TO: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const TOKEN: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const HASH = `0x${'ab'.repeat(32)}`;
const native: EvmTransfer = { from: FROM, to: TO, amount: 10n ** 16n, chainId: 31337 };
const erc20: EvmTransfer = { ...native, amount: 12_500_000n, token: TOKEN };

/** A wallet that records each request and answers `answer` (or throws it). */
function wallet(answer: () => unknown) {
  const requests: Eip1193RequestArguments[] = [];
  return {
    requests,
    request: async (args: Eip1193RequestArguments) => {
      requests.push(args);
      return answer();
    },
  };
}

async function rejection(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('EVM transfer: the eth_sendTransaction request', () => {
  it('sends the native coin as {from, to, value} with the amount in hex, and nothing else', () => {
    expect(transferRequest(native)).to.deep.equal({ from: FROM, to: TO, value: '0x2386f26fc10000' });
  });

  it('sends an ERC-20 to the token contract with transfer(to, amount) calldata that decodes back', () => {
    const request = transferRequest(erc20);
    expect(Object.keys(request).sort()).to.deep.equal(['data', 'from', 'to']);
    expect(request).to.include({ from: FROM, to: TOKEN });
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data! })).to.deep.equal({ functionName: 'transfer', args: [TO, 12_500_000n] });
  });

  it('keeps the largest uint256 amount exact', () => {
    expect(transferRequest({ ...native, amount: maxUint256 }).value).to.equal(`0x${'f'.repeat(64)}`);
    expect(decodeFunctionData({ abi: erc20Abi, data: transferRequest({ ...erc20, amount: maxUint256 }).data! }).args).to.deep.equal([
      TO,
      maxUint256,
    ]);
  });
});

describe('EVM transfer: asking the wallet', () => {
  it('asks eth_sendTransaction with the request and returns the hash it answers (lower-cased)', async () => {
    const provider = wallet(() => HASH.toUpperCase().replace('0X', '0x'));
    expect(await sendEvmTransfer(provider, erc20)).to.equal(HASH);
    expect(provider.requests).to.deep.equal([{ method: 'eth_sendTransaction', params: [transferRequest(erc20)] }]);
  });

  it('refuses anything but 0x and 64 hex digits as InvalidWalletAnswerError', async () => {
    const answers = [
      undefined,
      null,
      1,
      true,
      {},
      [HASH],
      '',
      '0x',
      HASH.slice(0, -1),
      `${HASH}0`,
      HASH.slice(2),
      ` ${HASH}`,
      `${HASH}\n`,
      `0x${'g'.repeat(64)}`,
      { hash: HASH },
      `0X${'ab'.repeat(32)}`,
    ];
    for (const answer of answers) {
      const error = await rejection(
        sendEvmTransfer(
          wallet(() => answer),
          native,
        ),
      );
      expect(error, JSON.stringify(answer)).to.include({ name: 'InvalidWalletAnswerError', code: 'INVALID_WALLET_ANSWER' });
      expect((error as Error).message).to.not.contain(String(answer).slice(0, 10) || 'never');
    }
  });

  it("passes the wallet's rejection through as thrown: still a 4001 user rejection", async () => {
    const thrown = Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const error = await rejection(
      sendEvmTransfer(
        wallet(() => {
          throw thrown;
        }),
        native,
      ),
    );
    expect(error).to.equal(thrown);
    expect(toWalletError(error).userRejected).to.equal(true);
  });

  it("passes the wallet's other failures through as thrown (the state classifies them)", async () => {
    const thrown = { code: -32603, message: 'Internal error', data: { originalError: { code: 4001, message: 'denied' } } };
    const error = await rejection(
      sendEvmTransfer(
        wallet(() => {
          throw thrown;
        }),
        native,
      ),
    );
    expect(error).to.equal(thrown);
    expect(toWalletError(error).userRejected).to.equal(true);
  });
});

describe('EVM transfer: the network fee', () => {
  const rpcAnswering = (result: unknown) =>
    `${TEST_SERVER}/rpc-result/${crypto.randomUUID()}?result=${encodeURIComponent(JSON.stringify(result))}`;

  it('is NetworkFeeUnavailableError when the RPC cannot be reached', async () => {
    const error = await rejection(estimateEvmFee('http://127.0.0.1:9/', native));
    expect(error).to.include({ name: 'NetworkFeeUnavailableError', code: 'NETWORK_FEE_UNAVAILABLE' });
  });

  it('is NetworkFeeUnavailableError when the RPC answers nonsense', async () => {
    for (const result of ['0xzz', '0x0', null, { gas: 1 }]) {
      const error = await rejection(estimateEvmFee(rpcAnswering(result), native));
      expect(error, JSON.stringify(result)).to.include({ name: 'NetworkFeeUnavailableError' });
    }
  });

  it("ends with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController();
    const reason = new Error('visitor went back');
    const estimate = estimateEvmFee(`${TEST_SERVER}/slow/${crypto.randomUUID()}?ms=5000`, native, controller.signal);
    controller.abort(reason);
    expect(await rejection(estimate)).to.equal(reason);
  });
});
