// A WalletConnect session's solana side as a Wallet Standard wallet: what the peer answers is read
// once (signatures of exactly 64 bytes, transactions that decode), what it throws stays
// recognisable, requests it cannot take are refused before they leave, and each has the prompt deadline.
import { expect } from 'chai';
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Decoder,
  getBase64Decoder,
  getTransactionDecoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  type Blockhash,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { WALLET_PROMPT_TIMEOUT_MS } from '../../../../src/services/connectors/deadline';
import { parseSignatureAnswer, signedTransactionFrom } from '../../../../src/services/connectors/solana-answers';
import { feature, type StandardAccount } from '../../../../src/services/connectors/solana-standard';
import type { WalletConnectProvider } from '../../../../src/services/connectors/walletconnect';
import {
  walletConnectSolanaWallet,
  WALLETCONNECT_REQUEST_TTL_MS,
  type SolanaSessionView,
} from '../../../../src/services/connectors/walletconnect-solana';
import { isWalletModalError } from '../../../../src/services/errors';
import { installFakeClock } from '../../../fixtures/fake-clock';

const CHAIN = 'solana:8pYaRydqsAxJhwJR1RVLy62SAj3Tw7Xy';
const base58 = getBase58Decoder();
const SIGNATURE = new Uint8Array(64).map((_, index) => index + 1);

async function thrown(work: () => unknown): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('it did not throw');
}

/** An unsigned SOL transfer from `from`, as wire bytes. */
function transferFrom(from: string): Uint8Array {
  const payer = address(from);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(payer, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: '11111111111111111111111111111111' as Blockhash, lastValidBlockHeight: 1n },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({
          source: createNoopSigner(payer),
          destination: address('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'),
          amount: 1n,
        }),
        draft,
      ),
  );
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(message)));
}

describe("a WalletConnect Solana wallet's answers", () => {
  it('a signature is base58 of exactly 64 bytes', async () => {
    expect([...parseSignatureAnswer({ signature: base58.decode(SIGNATURE) })]).to.deep.equal([...SIGNATURE]);
    const lies = [
      { signature: base58.decode(SIGNATURE.slice(1)) },
      { signature: base58.decode(new Uint8Array(65).fill(9)) },
      { signature: '0OIl' },
      { signature: '' },
      { signature: 'z'.repeat(100_000) },
      { signature: [...SIGNATURE] },
      { signature: 42 },
      'signature',
      null,
      [SIGNATURE],
    ];
    for (const lie of lies)
      expect(
        isWalletModalError(await thrown(() => parseSignatureAnswer(lie)), 'InvalidWalletAnswerError'),
        JSON.stringify(lie)?.slice(0, 60),
      ).to.equal(true);
  });

  it("signTransaction: the wallet's transaction when it decodes; its signature alone is put in the signer's place", async () => {
    const signer = await generateKeyPairSigner();
    const unsigned = transferFrom(signer.address);
    const withSignature = signedTransactionFrom({ signature: base58.decode(SIGNATURE) }, unsigned, signer.address);
    const decoded = getTransactionDecoder().decode(withSignature);
    expect([...(decoded.signatures[signer.address] ?? [])]).to.deep.equal([...SIGNATURE]);
    expect([...decoded.messageBytes]).to.deep.equal([...getTransactionDecoder().decode(unsigned).messageBytes]);

    const sent = getBase64Decoder().decode(withSignature);
    expect([...signedTransactionFrom({ transaction: sent }, unsigned, signer.address)]).to.deep.equal([...withSignature]);
    for (const lie of [{ transaction: 'AAAA' }, { transaction: '!!' }, { transaction: 42 }, { transaction: 'A'.repeat(10_000) }]) {
      const error = await thrown(() => signedTransactionFrom(lie, unsigned, signer.address));
      expect(isWalletModalError(error, 'InvalidWalletAnswerError'), JSON.stringify(lie).slice(0, 40)).to.equal(true);
    }
    const stranger = (await generateKeyPairSigner()).address;
    expect(
      isWalletModalError(
        await thrown(() => signedTransactionFrom({ signature: base58.decode(SIGNATURE) }, unsigned, stranger)),
        'InvalidWalletAnswerError',
      ),
    ).to.equal(true);
  });
});

describe('a WalletConnect session as a Wallet Standard wallet', () => {
  let sent: { method: string; params: unknown; chain?: string }[];
  let answer: (method: string) => Promise<unknown>;
  let view: SolanaSessionView | undefined;
  let account: StandardAccount;

  const provider = {
    request: ({ method, params }: { method: string; params: unknown }, chain?: string) => {
      sent.push({ method, params, chain });
      return answer(method);
    },
  } as unknown as WalletConnectProvider;
  const wallet = walletConnectSolanaWallet(provider, () => view);
  interface SignAndSend {
    signAndSendTransaction(...inputs: unknown[]): Promise<{ signature: Uint8Array }[]>;
  }
  const signAndSend = () => feature<SignAndSend>(wallet, 'solana:signAndSendTransaction', 'signAndSendTransaction')!;

  beforeEach(async () => {
    sent = [];
    answer = async () => ({ signature: base58.decode(SIGNATURE) });
    const signer = await generateKeyPairSigner();
    view = {
      address: signer.address,
      chain: CHAIN,
      chains: [CHAIN],
      methods: ['solana_signAndSendTransaction', 'solana_signMessage'],
      name: 'Peer',
    };
    account = wallet.accounts[0]!;
  });

  it("lists the session's account (the same object while nothing changes) and sends solana_signAndSendTransaction to its chain", async () => {
    expect(wallet.accounts[0]).to.equal(account);
    expect(account).to.include({ address: view!.address });
    expect(account.chains).to.deep.equal([CHAIN]);
    const transaction = transferFrom(view!.address);
    const [result] = await signAndSend().signAndSendTransaction({
      account,
      chain: CHAIN,
      transaction,
      options: { skipPreflight: true, extra: 1 },
    });
    expect([...result!.signature]).to.deep.equal([...SIGNATURE]);
    expect(sent).to.deep.equal([
      {
        method: 'solana_signAndSendTransaction',
        params: { transaction: getBase64Decoder().decode(transaction), sendOptions: { skipPreflight: true } },
        chain: CHAIN,
      },
    ]);
  });

  it('refuses, before asking the wallet, another account, a chain or a method the session did not approve, and a session gone', async () => {
    const transaction = transferFrom(view!.address);
    const stranger = { address: (await generateKeyPairSigner()).address, chains: [CHAIN] };
    expect(await thrown(() => signAndSend().signAndSendTransaction({ account: stranger, chain: CHAIN, transaction }))).to.have.property(
      'name',
      'UnauthorizedError',
    );
    expect(await thrown(() => signAndSend().signAndSendTransaction({ account, chain: 'solana:other', transaction }))).to.have.property(
      'name',
      'ChainNotApprovedError',
    );
    const signTransaction = feature<{ signTransaction(...inputs: unknown[]): Promise<unknown> }>(
      wallet,
      'solana:signTransaction',
      'signTransaction',
    )!;
    expect(await thrown(() => signTransaction.signTransaction({ account, transaction }))).to.have.property(
      'name',
      'UnsupportedMethodError',
    );
    view = undefined;
    expect(wallet.accounts).to.deep.equal([]);
    expect(await thrown(() => signAndSend().signAndSendTransaction({ account, chain: CHAIN, transaction }))).to.have.property(
      'name',
      'DisconnectedError',
    );
    expect(sent).to.deep.equal([]);
  });

  it('a rejection stays a rejection; a malformed answer is InvalidWalletAnswerError', async () => {
    const transaction = transferFrom(view!.address);
    answer = () => Promise.reject({ code: 5000, message: 'User rejected.' });
    expect(await thrown(() => signAndSend().signAndSendTransaction({ account, chain: CHAIN, transaction }))).to.include({
      name: 'UserRejectedError',
      userRejected: true,
    });
    answer = async () => ({ signature: base58.decode(SIGNATURE.slice(0, 32)) });
    expect(await thrown(() => signAndSend().signAndSendTransaction({ account, chain: CHAIN, transaction }))).to.have.property(
      'name',
      'InvalidWalletAnswerError',
    );
  });

  it("signMessage sends the message as base58 with the account's pubkey", async () => {
    const signMessage = feature<{ signMessage(...inputs: unknown[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array }[]> }>(
      wallet,
      'solana:signMessage',
      'signMessage',
    )!;
    const message = new TextEncoder().encode('hello');
    const [result] = await signMessage.signMessage({ account, message });
    expect(result!.signedMessage).to.equal(message);
    expect(sent).to.deep.equal([
      { method: 'solana_signMessage', params: { message: base58.decode(message), pubkey: view!.address }, chain: CHAIN },
    ]);
  });

  it('a wallet that never answers is a WalletTimeoutError once WalletConnect drops the request, not at the prompt deadline', async () => {
    const transaction = transferFrom(view!.address);
    const clock = installFakeClock();
    try {
      answer = () => new Promise(() => undefined);
      const pending = signAndSend()
        .signAndSendTransaction({ account, chain: CHAIN, transaction })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      // The request leaves after the account and chain checks (a few microtasks).
      for (let turn = 0; turn < 10 && sent.length === 0; turn += 1) await Promise.resolve();
      expect(sent).to.have.length(1);
      // Past the product's prompt deadline the request still waits: its flows follow a late answer (issue 25).
      let settled = false;
      void pending.then(() => (settled = true));
      clock.tick(WALLET_PROMPT_TIMEOUT_MS);
      for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
      expect(settled, 'still waiting after the prompt deadline').to.equal(false);
      clock.tick(WALLETCONNECT_REQUEST_TTL_MS - WALLET_PROMPT_TIMEOUT_MS);
      expect(isWalletModalError(await pending, 'WalletTimeoutError')).to.equal(true);
    } finally {
      clock.uninstall();
    }
  });
});
