// The Devnet Solana Wallet as a Wallet Standard wallet: connect (with silent
// restore), disconnect, change events, the three Solana signing features and `solana:signIn` (Sign In With
// Solana: the wallet writes the CAIP-122 message from the site's fields, then signs it).
import {
  createSolanaRpc,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getTransactionDecoder,
  getTransactionEncoder,
  partiallySignTransaction,
  signBytes,
} from '@solana/kit';
import { ReadonlyWalletAccount } from '@wallet-standard/wallet';
import { Emitter } from '../shared/emitter.mjs';

const SIGNING_FEATURES = ['solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage'];

export class WalletError extends Error {
  constructor(code, message) {
    super(message);
    this.name = 'WalletError';
    this.code = code;
  }
}

export class DevnetSolanaWallet {
  version = '1.0.0';
  name = 'Devnet Solana Wallet';
  #events = new Emitter();
  #account = null;
  #keys;
  #approvals;
  #storage;
  #rpc;

  constructor({ icon, chain, rpcUrl, keys, approvals, storage }) {
    this.icon = icon;
    this.chain = chain;
    this.#keys = keys;
    this.#approvals = approvals;
    this.#storage = storage;
    this.#rpc = rpcUrl ? createSolanaRpc(rpcUrl) : undefined;
  }

  get chains() {
    return [this.chain];
  }

  get accounts() {
    return this.#account ? [this.#account] : [];
  }

  get features() {
    const transactionVersions = ['legacy', 0];
    return {
      'standard:connect': { version: '1.0.0', connect: (input) => this.connect(input) },
      'standard:disconnect': { version: '1.0.0', disconnect: () => this.disconnect() },
      'standard:events': { version: '1.0.0', on: (event, listener) => this.#on(event, listener) },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: transactionVersions,
        signTransaction: (...inputs) => this.signTransactions(inputs),
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: transactionVersions,
        signAndSendTransaction: (...inputs) => this.signAndSendTransactions(inputs),
      },
      'solana:signMessage': { version: '1.0.0', signMessage: (...inputs) => this.signMessages(inputs) },
      'solana:signIn': { version: '1.0.0', signIn: (...inputs) => this.signIns(inputs) },
    };
  }

  #on(event, listener) {
    this.#events.on(event, listener);
    return () => this.#events.removeListener(event, listener);
  }

  #setAccount(account) {
    this.#account = account;
    this.#events.emit('change', { accounts: this.accounts });
  }

  /** Silent connect succeeds only for a site approved before, and then returns no accounts otherwise. */
  async connect({ silent = false } = {}) {
    if (this.#account) return { accounts: this.accounts };
    const { address, publicKey } = await this.#keys;
    if (!this.#storage.read('approved', false)) {
      if (silent) return { accounts: [] };
      const approved = await this.#approvals.ask({
        action: 'connect to Devnet Solana Wallet and see your account address',
        details: [
          ['Account', address],
          ['Network', this.chain],
        ],
      });
      if (!approved) throw new WalletError(4001, 'User rejected the request.');
      this.#storage.write('approved', true);
    }
    this.#setAccount(new ReadonlyWalletAccount({ address, publicKey, chains: this.chains, features: SIGNING_FEATURES }));
    return { accounts: this.accounts };
  }

  async disconnect() {
    this.#storage.write('approved', false);
    if (this.#account) this.#setAccount(null);
  }

  async #authorize(inputs, action, details) {
    if (!this.#account || inputs.some((input) => input.account?.address !== this.#account.address)) {
      throw new WalletError(4100, 'The requested account has not been authorized by the user.');
    }
    if (!(await this.#approvals.ask({ action, details }))) throw new WalletError(4001, 'User rejected the request.');
  }

  async #sign(bytes) {
    const { keyPair } = await this.#keys;
    return partiallySignTransaction([keyPair], getTransactionDecoder().decode(bytes));
  }

  async signTransactions(inputs) {
    await this.#authorize(inputs, `sign ${inputs.length} transaction(s)`, [
      ['Account', this.#account.address],
      ['Network', this.chain],
    ]);
    return Promise.all(
      inputs.map(async ({ transaction }) => ({
        signedTransaction: new Uint8Array(getTransactionEncoder().encode(await this.#sign(transaction))),
      })),
    );
  }

  async signAndSendTransactions(inputs) {
    if (!this.#rpc) throw new WalletError(-32603, 'Devnet Solana Wallet has no RPC URL configured.');
    await this.#authorize(inputs, `sign and send ${inputs.length} transaction(s)`, [
      ['Account', this.#account.address],
      ['Network', this.chain],
    ]);
    const results = [];
    for (const { transaction, options = {} } of inputs) {
      const signed = await this.#sign(transaction);
      const signature = await this.#rpc
        .sendTransaction(getBase64EncodedWireTransaction(signed), {
          encoding: 'base64',
          skipPreflight: options.skipPreflight,
          preflightCommitment: options.preflightCommitment ?? options.commitment,
          maxRetries: options.maxRetries === undefined ? undefined : BigInt(options.maxRetries),
        })
        .send();
      results.push({ signature: new Uint8Array(getBase58Encoder().encode(signature)) });
    }
    return results;
  }

  /** Sign In With Solana: the message in its standard layout (what the site gave, in order), signed by the account's key. */
  async signIns(inputs) {
    const account = this.#account;
    const messages = inputs.map((input) => {
      const line = (name, value) => (value === undefined ? [] : [`${name}: ${value}`]);
      return [
        `${input.domain ?? ''} wants you to sign in with your Solana account:`,
        account?.address ?? '',
        ...(input.statement ? ['', input.statement] : []),
        '',
        ...line('URI', input.uri),
        ...line('Version', input.version),
        ...line('Chain ID', input.chainId),
        ...line('Nonce', input.nonce),
        ...line('Issued At', input.issuedAt),
        ...line('Expiration Time', input.expirationTime),
      ].join('\n');
    });
    await this.#authorize(
      inputs.map(() => ({ account })),
      'sign in',
      [
        ['Account', account?.address ?? ''],
        ['Message', messages.join('\n')],
      ],
    );
    const { keyPair } = await this.#keys;
    return Promise.all(
      messages.map(async (text) => {
        const signedMessage = new TextEncoder().encode(text);
        return {
          account,
          signedMessage,
          signature: new Uint8Array(await signBytes(keyPair.privateKey, signedMessage)),
          signatureType: 'ed25519',
        };
      }),
    );
  }

  async signMessages(inputs) {
    const preview = inputs.map(({ message }) => new TextDecoder().decode(message)).join('\n');
    await this.#authorize(inputs, 'sign a message', [
      ['Account', this.#account?.address ?? ''],
      ['Message', preview],
    ]);
    const { keyPair } = await this.#keys;
    return Promise.all(
      inputs.map(async ({ message }) => ({
        signedMessage: message,
        signature: new Uint8Array(await signBytes(keyPair.privateKey, message)),
        signatureType: 'ed25519',
      })),
    );
  }
}
