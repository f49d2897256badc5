import { expect } from 'chai';
import { getBase58Decoder } from '@solana/kit';
import { toWalletError } from '../../../../src/services/errors';
import type { StandardWallet } from '../../../../src/services/connectors/solana-standard';
import {
  buildSolanaTransfer,
  estimateSolanaFee,
  sendSolanaTransfer,
  solanaAccountExists,
  solanaRentExemptMinimum,
  type SolanaTransfer,
} from '../../../../src/services/solana/transfer';
import { TEST_SERVER } from '../http/test-server';

const FROM = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const TO = '2WDq7wSs9zYrpx2kbHDA4RKTJLMxHrhkz1Y4pBKdjhZK';
const CHAIN = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1';
const transfer: SolanaTransfer = { from: FROM, to: TO, amount: 1_000_000n };
const BYTES = new Uint8Array([1, 0, 7, 7, 7]);
const SIGNATURE = new Uint8Array(64).map((_, index) => index + 1);

interface SignAndSendInput {
  account: unknown;
  chain: string;
  transaction: Uint8Array;
}

/** A Wallet Standard wallet with one account for FROM whose signAndSendTransaction answers `answer` (or throws it). */
function standardWallet(answer: (inputs: SignAndSendInput[]) => unknown, overrides: Partial<StandardWallet> = {}) {
  const account = { address: FROM, publicKey: new Uint8Array(32), chains: [CHAIN], features: ['solana:signAndSendTransaction'] };
  const calls: SignAndSendInput[][] = [];
  const wallet: StandardWallet = {
    name: 'Test wallet',
    icon: 'data:image/svg+xml,',
    chains: [CHAIN],
    accounts: [{ address: 'other', chains: [CHAIN] }, account],
    features: {
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        signAndSendTransaction: async (...inputs: SignAndSendInput[]) => {
          calls.push(inputs);
          return answer(inputs);
        },
      },
    },
    ...overrides,
  };
  return { wallet, account, calls };
}

async function rejection(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('Solana transfer: signing through the Wallet Standard', () => {
  it("hands the bytes to solana:signAndSendTransaction as the sender's own account object and returns the base58 signature", async () => {
    const { wallet, account, calls } = standardWallet(() => [{ signature: SIGNATURE }]);
    expect(await sendSolanaTransfer(wallet, transfer, CHAIN, BYTES)).to.equal(getBase58Decoder().decode(SIGNATURE));
    expect(calls).to.have.length(1);
    expect(calls[0]).to.have.length(1);
    expect(calls[0]![0]!.account).to.equal(account);
    expect(calls[0]![0]).to.include({ chain: CHAIN, transaction: BYTES });
  });

  it('refuses a signature that is not 64 bytes (or is all zero) as InvalidWalletAnswerError', async () => {
    const answers: unknown[] = [
      undefined,
      null,
      [],
      {},
      'sig',
      [{}],
      [null],
      [{ signature: new Uint8Array(63) }],
      [{ signature: new Uint8Array(65).fill(1) }],
      [{ signature: new Uint8Array(64) }],
      [{ signature: [...SIGNATURE] }],
      [{ signature: getBase58Decoder().decode(SIGNATURE) }],
      [{ signature: new Uint16Array(64).fill(1) }],
      [{ signature: SIGNATURE.buffer }],
      { 0: { signature: SIGNATURE }, length: 1 },
      [
        {
          get signature() {
            throw new Error('hostile getter');
          },
        },
      ],
    ];
    for (const answer of answers) {
      const error = await rejection(sendSolanaTransfer(standardWallet(() => answer).wallet, transfer, CHAIN, BYTES));
      expect(error, String(answer)).to.include({ name: 'InvalidWalletAnswerError', code: 'INVALID_WALLET_ANSWER' });
    }
  });

  it("passes the wallet's rejection through as thrown: a 4001 or the Standard's words stay a user rejection", async () => {
    for (const thrown of [
      Object.assign(new Error('User rejected the request.'), { code: 4001 }),
      new Error('Transaction cancelled by the user'),
    ]) {
      const error = await rejection(
        sendSolanaTransfer(
          standardWallet(() => {
            throw thrown;
          }).wallet,
          transfer,
          CHAIN,
          BYTES,
        ),
      );
      expect(error).to.equal(thrown);
      expect(toWalletError(error).userRejected).to.equal(true);
    }
  });

  it('is UnsupportedMethodError for a wallet without solana:signAndSendTransaction', async () => {
    const { wallet } = standardWallet(() => [{ signature: SIGNATURE }], {
      features: { 'solana:signTransaction': { signTransaction: () => [] } },
    });
    expect(await rejection(sendSolanaTransfer(wallet, transfer, CHAIN, BYTES))).to.include({ name: 'UnsupportedMethodError' });
  });

  it('is UnauthorizedError when the wallet holds no account for the sender (or reading its accounts throws)', async () => {
    const hostile = standardWallet(() => [{ signature: SIGNATURE }]).wallet;
    Object.defineProperty(hostile, 'accounts', {
      get: () => {
        throw new Error('hostile');
      },
    });
    const other = standardWallet(() => [{ signature: SIGNATURE }], { accounts: [{ address: TO, chains: [CHAIN] }] });
    for (const wallet of [hostile, other.wallet]) {
      expect(await rejection(sendSolanaTransfer(wallet, transfer, CHAIN, BYTES))).to.include({ name: 'UnauthorizedError' });
    }
    expect(other.calls).to.have.length(0);
  });
});

describe('Solana transfer: reading the chain', () => {
  const rpcAnswering = (result: unknown) =>
    `${TEST_SERVER}/rpc-result/${crypto.randomUUID()}?result=${encodeURIComponent(JSON.stringify(result))}`;
  const unreachable = 'http://127.0.0.1:9/';

  it('names what fails when the RPC cannot be reached', async () => {
    expect(await rejection(buildSolanaTransfer(unreachable, transfer))).to.include({ name: 'SendPreparationError' });
    expect(await rejection(estimateSolanaFee(unreachable, transfer))).to.include({ name: 'NetworkFeeUnavailableError' });
    expect(await rejection(solanaRentExemptMinimum(unreachable))).to.include({ name: 'SendPreparationError' });
    expect(await rejection(solanaAccountExists(unreachable, TO))).to.include({ name: 'SendPreparationError' });
  });

  it('refuses malformed answers: a negative or non-numeric rent, an account without an owner, a mint the Token programs do not own', async () => {
    for (const result of [-1, '890880', null]) {
      expect(await rejection(solanaRentExemptMinimum(rpcAnswering(result))), JSON.stringify(result)).to.include({
        name: 'SendPreparationError',
      });
    }
    const ownerless = rpcAnswering({ context: { slot: 1 }, value: { data: ['', 'base64'], lamports: 1 } });
    expect(await rejection(solanaAccountExists(ownerless, TO))).to.include({ name: 'SendPreparationError' });
    const systemOwned = rpcAnswering({
      context: { slot: 1 },
      value: { owner: '11111111111111111111111111111111', data: ['', 'base64'], lamports: 1, executable: false, rentEpoch: 0, space: 0 },
    });
    expect(await rejection(buildSolanaTransfer(systemOwned, { ...transfer, mint: TO }))).to.include({ name: 'SendPreparationError' });
  });

  it('reads an existing and a missing account', async () => {
    const exists = rpcAnswering({
      context: { slot: 1 },
      value: { owner: '11111111111111111111111111111111', data: ['', 'base64'], lamports: 1, executable: false, rentEpoch: 0, space: 0 },
    });
    expect(await solanaAccountExists(exists, TO)).to.equal(true);
    expect(await solanaAccountExists(rpcAnswering({ context: { slot: 1 }, value: null }), TO)).to.equal(false);
  });

  it("ends with the caller's reason when the caller aborts", async () => {
    const controller = new AbortController();
    const reason = new Error('visitor went back');
    const built = buildSolanaTransfer(`${TEST_SERVER}/slow/${crypto.randomUUID()}?ms=5000`, transfer, controller.signal);
    controller.abort(reason);
    expect(await rejection(built)).to.equal(reason);
  });
});
