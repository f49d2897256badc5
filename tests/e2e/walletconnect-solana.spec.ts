// Solana over WalletConnect end to end: the demo page's modal pairs with a real @reown/walletkit
// wallet through the devnet relay; the wallet approves EVM and Solana and answers requests with the
// demo wallet's own code (demo/wallet/requests.mjs), signing with a fresh funded key and sending to
// the shim. The host sends SOL through getProvider('solana')'s solana:signAndSendTransaction, as
// Send does; a rejection and a peer's malformed signature come back as catalogue errors.
import type { Page } from '@playwright/test';
import type { IWalletKit, WalletKitTypes } from '@reown/walletkit';
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createNoopSigner,
  createSolanaRpc,
  createTransactionMessage,
  getBase58Decoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  lamports,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
  signature as toSignature,
  generateKeyPairSigner,
  signatureBytes,
  verifySignature,
} from '@solana/kit';
import { getTransferSolInstruction } from '@solana-program/system';
import { getSdkError } from '@walletconnect/utils';
import { randomBytes } from 'node:crypto';
import type { Devnet } from '../../demo/devnet/index.mjs';
import { approvedNamespaces } from '../../demo/wallet/namespaces.mjs';
import { performRequest } from '../../demo/wallet/requests.mjs';
import { solanaAccount, type SolanaAccount } from '../../demo/wallet/solana.mjs';
import { test, expect } from './fixtures';
import { ADDRESS, copyLink, openWalletConnect, useNodeWallet } from './walletconnect-peer';
import { eventLog, openDemo, transactionLog } from './demo-page';

const nodeWallet = useNodeWallet();
let walletKit: IWalletKit;
let solana: SolanaAccount;

const AMOUNT = 12_345_678n;
const AIRDROP = 1_000_000_000n;

/** A fresh key the test funds from the shim's faucet: no other spec touches its balance. */
async function fundedAccount(devnet: Devnet): Promise<SolanaAccount> {
  const account = await solanaAccount({ secretKey: randomBytes(32), chain: devnet.solana.caipNetworkId, rpcUrl: devnet.solana.rpcUrl });
  if (!account) throw new Error('no Solana account');
  const rpc = createSolanaRpc(devnet.solana.rpcUrl);
  await rpc.requestAirdrop(address(account.address), lamports(AIRDROP)).send();
  await expect.poll(async () => (await rpc.getBalance(address(account.address)).send()).value).toBe(AIRDROP);
  return account;
}

test.beforeEach(async ({ devnet }) => {
  walletKit = nodeWallet();
  solana = await fundedAccount(devnet);
});

type Answer = (request: WalletKitTypes.SessionRequest) => Promise<{ result: unknown } | { error: { code: number; message: string } }>;

/** The wallet answers each session request with `answer`; returns the methods it was asked. */
function answerRequests(answer: Answer): string[] {
  const asked: string[] = [];
  walletKit.on('session_request', (request) => {
    asked.push(request.params.request.method);
    void answer(request).then((body) =>
      walletKit.respondSessionRequest({ topic: request.topic, response: { id: request.id, jsonrpc: '2.0', ...body } }),
    );
  });
  return asked;
}

/** The demo wallet's approval: what its Approve button does. */
const approve: Answer = async ({ params: { request, chainId } }) => ({
  result: await performRequest({ method: request.method, params: request.params, chainId, solana }),
});

/** The visitor pairs through WalletConnect; the wallet approves EVM and its Solana account; both namespaces connect. */
async function connectBoth(page: Page, devnet: Devnet) {
  await openDemo(page, devnet.urls.demo);
  await openWalletConnect(page);
  walletKit.once('session_proposal', (proposal) => {
    void walletKit.approveSession({ id: proposal.id, namespaces: approvedNamespaces(proposal.params, { evmAddress: ADDRESS, solana }) });
  });
  await walletKit.pair({ uri: await copyLink(page) });
  await expect(eventLog(page, 'connect').filter({ hasText: '"namespace":"solana"' })).toContainText(`"address":"${solana.address}"`);
}

/** A SOL transfer from the wallet's account to `receiver`, unsigned, as wire bytes (what Send builds). */
async function transferBytes(devnet: Devnet, receiver: string): Promise<number[]> {
  const { value: blockhash } = await createSolanaRpc(devnet.solana.rpcUrl).getLatestBlockhash().send();
  const from = address(solana.address);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayer(from, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(blockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        getTransferSolInstruction({ source: createNoopSigner(from), destination: address(receiver), amount: AMOUNT }),
        draft,
      ),
  );
  return [...getTransactionEncoder().encode(compileTransaction(message))];
}

/** In the page: the host's getProvider('solana') signs and sends `bytes`; the signature's bytes, or the error it threw. */
function signAndSend(page: Page, bytes: number[], chain: string) {
  return page.evaluate(
    async ({ bytes, chain }) => {
      interface Wallet {
        accounts: { address: string }[];
        features: Record<string, { signAndSendTransaction(...inputs: unknown[]): Promise<{ signature: Uint8Array }[]> }>;
      }
      const wallet = document.querySelector('wallet-modal')!.getProvider('solana') as unknown as Wallet | undefined;
      if (!wallet) return { error: { name: 'no provider' } };
      const feature = wallet.features['solana:signAndSendTransaction']!;
      try {
        const [result] = await feature.signAndSendTransaction({ account: wallet.accounts[0], chain, transaction: new Uint8Array(bytes) });
        return { signature: [...result!.signature] };
      } catch (error) {
        const { name, message, userRejected } = error as { name: string; message: string; userRejected?: boolean };
        return { error: { name, message, userRejected } };
      }
    },
    { bytes, chain },
  );
}

test('a SOL transfer built by the host is signed and sent by the wallet; the receiver holds it on the shim', async ({ page, devnet }) => {
  const asked = answerRequests(approve);
  await connectBoth(page, devnet);
  const receiver = (await generateKeyPairSigner()).address;
  const answer = await signAndSend(page, await transferBytes(devnet, receiver), devnet.solana.caipNetworkId);
  expect(answer.error).toBeUndefined();
  expect(answer.signature).toHaveLength(64);
  expect(asked).toEqual(['solana_signAndSendTransaction']);

  const rpc = createSolanaRpc(devnet.solana.rpcUrl);
  expect((await rpc.getBalance(receiver).send()).value).toBe(AMOUNT);
  const landed = await rpc
    .getTransaction(toSignature(getBase58Decoder().decode(new Uint8Array(answer.signature!))), {
      encoding: 'json',
      maxSupportedTransactionVersion: 0,
    })
    .send();
  expect(landed?.meta?.err).toBeNull();
  expect(landed?.transaction.message.accountKeys[0]).toBe(solana.address);
});

/** In the page: the host's wallet signs `bytes` (solana:signTransaction) and `text` (solana:signMessage). */
function signBoth(page: Page, bytes: number[], text: string) {
  return page.evaluate(
    async ({ bytes, text }) => {
      interface Wallet {
        accounts: { address: string }[];
        features: {
          'solana:signTransaction': { signTransaction(...inputs: unknown[]): Promise<{ signedTransaction: Uint8Array }[]> };
          'solana:signMessage': {
            signMessage(...inputs: unknown[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType: string }[]>;
          };
        };
      }
      const wallet = document.querySelector('wallet-modal')!.getProvider('solana') as unknown as Wallet;
      const account = wallet.accounts[0];
      const [signed] = await wallet.features['solana:signTransaction'].signTransaction({ account, transaction: new Uint8Array(bytes) });
      const message = new TextEncoder().encode(text);
      const [said] = await wallet.features['solana:signMessage'].signMessage({ account, message });
      return {
        signedTransaction: [...signed!.signedTransaction],
        signedMessage: [...said!.signedMessage],
        signature: [...said!.signature],
        signatureType: said!.signatureType,
      };
    },
    { bytes, text },
  );
}

for (const form of ['transaction', 'signature'] as const) {
  test(`solana:signTransaction (the wallet answering its ${form}) gives a transaction that lands; solana:signMessage a signature that verifies`, async ({
    page,
    devnet,
  }) => {
    const asked = answerRequests(async (request) => {
      const { result } = (await approve(request)) as { result: { signature: string; transaction?: string } };
      // A wallet may answer signTransaction with the signature alone: the wallet-modal puts it in place.
      return { result: form === 'signature' && result.transaction ? { signature: result.signature } : result };
    });
    await connectBoth(page, devnet);
    const receiver = (await generateKeyPairSigner()).address;
    const text = 'Sign in to the devnet ✓';
    const answer = await signBoth(page, await transferBytes(devnet, receiver), text);
    expect(asked).toEqual(['solana_signTransaction', 'solana_signMessage']);

    const { publicKey } = solana.keyPair;
    expect(answer.signatureType).toBe('ed25519');
    expect(Buffer.from(answer.signedMessage).toString()).toBe(text);
    expect(await verifySignature(publicKey, signatureBytes(new Uint8Array(answer.signature)), new TextEncoder().encode(text))).toBe(true);

    const signed = getTransactionDecoder().decode(new Uint8Array(answer.signedTransaction));
    const rpc = createSolanaRpc(devnet.solana.rpcUrl);
    await rpc.sendTransaction(getBase64EncodedWireTransaction(signed), { encoding: 'base64' }).send();
    await expect.poll(async () => (await rpc.getBalance(receiver).send()).value).toBe(AMOUNT);
  });
}

test("after a reload the restored session's Solana side is the host's wallet again and signs", async ({ page, devnet }) => {
  const asked = answerRequests(approve);
  await connectBoth(page, devnet);
  await page.reload();
  await expect(eventLog(page, 'connect').filter({ hasText: '"namespace":"solana"' })).toContainText('"restored":true');
  const accounts = await page.evaluate(() =>
    document
      .querySelector('wallet-modal')!
      .getProvider('solana')
      ?.accounts.map((account) => account.address),
  );
  expect(accounts).toEqual([solana.address]);
  const receiver = (await generateKeyPairSigner()).address;
  const answer = await signAndSend(page, await transferBytes(devnet, receiver), devnet.solana.caipNetworkId);
  expect(answer.error).toBeUndefined();
  expect(asked).toEqual(['solana_signAndSendTransaction']);
  expect((await createSolanaRpc(devnet.solana.rpcUrl).getBalance(receiver).send()).value).toBe(AMOUNT);
});

test('the wallet rejecting the request is a UserRejectedError, and nothing is sent', async ({ page, devnet }) => {
  answerRequests(async () => ({ error: getSdkError('USER_REJECTED') }));
  await connectBoth(page, devnet);
  const receiver = (await generateKeyPairSigner()).address;
  const answer = await signAndSend(page, await transferBytes(devnet, receiver), devnet.solana.caipNetworkId);
  expect(answer.error).toEqual(expect.objectContaining({ name: 'UserRejectedError', userRejected: true }));
  expect((await createSolanaRpc(devnet.solana.rpcUrl).getBalance(receiver).send()).value).toBe(0n);
});

test('a peer answering a malformed signature is refused with InvalidWalletAnswerError', async ({ page, devnet }) => {
  const lies = [{ signature: '0OIl' }, { signature: getBase58Decoder().decode(new Uint8Array(63).fill(7)) }, { signature: 42 }, 'done'];
  answerRequests(async () => ({ result: lies.shift() }));
  await connectBoth(page, devnet);
  const bytes = await transferBytes(devnet, (await generateKeyPairSigner()).address);
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await signAndSend(page, bytes, devnet.solana.caipNetworkId);
    expect(answer.error, `answer ${attempt}`).toEqual(expect.objectContaining({ name: 'InvalidWalletAnswerError' }));
  }
  expect(lies).toEqual([]);
});

test('Send over WalletConnect: the visitor sends SOL from the phone wallet’s Solana account through the Send views', async ({
  page,
  devnet,
}) => {
  await connectBoth(page, devnet);
  const asked = answerRequests(approve);
  await page.evaluate(
    (network) => (document.querySelector('wallet-modal') as unknown as { switchNetwork(id: string): Promise<void> }).switchNetwork(network),
    devnet.solana.caipNetworkId,
  );
  await page.evaluate(() => (document.querySelector('wallet-modal') as unknown as { open(): void }).open());
  await page.getByRole('navigation', { name: 'Account actions' }).getByRole('button', { name: 'Send' }).click();
  const receiver = (await generateKeyPairSigner()).address;
  const form = page.getByRole('dialog', { name: 'Send' });
  await form.getByLabel('Amount').fill('0.0125');
  await form.getByLabel('To').fill(receiver);
  await form.getByRole('button', { name: 'Preview Send' }).click();
  const preview = page.getByRole('dialog', { name: 'Review send' });
  await expect(preview.getByText(/^[\d.,]+ SOL$/)).toBeVisible();
  await preview.getByRole('button', { name: 'Send' }).click();
  await expect(transactionLog(page).first()).toContainText(`"caipNetworkId":"${devnet.solana.caipNetworkId}"`);
  expect(asked).toEqual(['solana_signAndSendTransaction']);
  const rpc = createSolanaRpc(devnet.solana.rpcUrl);
  await expect.poll(async () => (await rpc.getBalance(receiver, { commitment: 'confirmed' }).send()).value).toBe(12_500_000n);
});
