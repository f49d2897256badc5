// The Devnet Wallet's EIP-1193 provider: accounts from the anvil dev mnemonic,
// signing in the page with viem, reads forwarded to the active chain's RPC.
import { formatEther, hexToBigInt, hexToString, isAddressEqual, isHex, numberToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { Emitter } from '../shared/emitter.mjs';

export const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk';

export class ProviderRpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.');
const unauthorized = () => new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.');
// Signing methods a read-only RPC must never see; the wallet handles the ones it supports itself.
const NOT_FORWARDED = new Set(['eth_sign', 'eth_signTransaction', 'eth_signTypedData', 'eth_signTypedData_v1', 'eth_signTypedData_v3']);
const optionalBigInt = (hex) => (hex === undefined || hex === null ? undefined : hexToBigInt(hex));

export class DevnetProvider extends Emitter {
  isDevnetWallet = true;
  #accounts = new Map();
  #accountIndex;
  #chainId;
  #chains;
  #approvals;
  #storage;
  #pendingConnect;

  constructor({ chains, approvals, storage, accountIndex = 0, chainId }) {
    super();
    this.#chains = chains;
    this.#approvals = approvals;
    this.#storage = storage;
    this.#accountIndex = accountIndex;
    const remembered = storage.read('chainId', undefined);
    this.#chainId = [remembered, chainId, ...chains.all().map((chain) => chain.id)].find((id) => id && chains.get(id));
  }

  get account() {
    if (!this.#accounts.has(this.#accountIndex)) {
      this.#accounts.set(this.#accountIndex, mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: this.#accountIndex }));
    }
    return this.#accounts.get(this.#accountIndex);
  }

  get address() {
    return this.account.address;
  }

  get chainId() {
    return this.#chainId;
  }

  get approved() {
    return this.#storage.read('approved', false);
  }

  /** EIP-1193 request. */
  async request({ method, params = [] }) {
    const handler = HANDLERS[method];
    if (handler) return handler.call(this, params);
    if (/^(eth|net|web3)_/.test(method) && !NOT_FORWARDED.has(method)) {
      return this.#chains.clients(this.#chainId).public.request({ method, params });
    }
    throw new ProviderRpcError(4200, `Devnet Wallet does not support ${method}.`);
  }

  /** One prompt however many times a page asks while it is open. */
  requestAccounts() {
    this.#pendingConnect ??= this.#connect().finally(() => {
      this.#pendingConnect = undefined;
    });
    return this.#pendingConnect;
  }

  async #connect() {
    if (this.approved) return [this.address];
    const approved = await this.#approvals.ask({
      action: 'connect to Devnet Wallet and see your account address',
      details: [
        ['Account', this.address],
        ['Network', this.#chains.get(this.#chainId).name],
      ],
    });
    if (!approved) throw userRejected();
    this.#storage.write('approved', true);
    this.emit('connect', { chainId: numberToHex(this.#chainId) });
    this.emit('accountsChanged', [this.address]);
    return [this.address];
  }

  /** Throws 4100 unless the site is approved and `address` (if given) is the active account. */
  authorize(address) {
    if (!this.approved || (address && !isAddressEqual(address, this.address))) throw unauthorized();
  }

  async ask(action, details) {
    if (!(await this.#approvals.ask({ action, details }))) throw userRejected();
  }

  switchChain(id) {
    if (!Number.isSafeInteger(id) || id <= 0) throw new ProviderRpcError(-32602, 'Expected a chainId like "0x7a69".');
    if (!this.#chains.get(id)) {
      throw new ProviderRpcError(
        4902,
        `Unrecognized chain ID ${numberToHex(id)}. Try adding the chain using wallet_addEthereumChain first.`,
      );
    }
    if (id === this.#chainId) return;
    this.#chainId = id;
    this.#storage.write('chainId', id);
    this.emit('chainChanged', numberToHex(id));
  }

  async addChain(params) {
    const id = Number(params?.chainId);
    if (!Number.isSafeInteger(id) || id <= 0 || !params.rpcUrls?.[0]) {
      throw new ProviderRpcError(-32602, 'wallet_addEthereumChain needs a chainId and at least one rpcUrl.');
    }
    if (!this.#chains.get(id)) {
      await this.ask('add a network and switch to it', [
        ['Network', params.chainName ?? `Chain ${id}`],
        ['Chain ID', String(id)],
        ['RPC', params.rpcUrls[0]],
      ]);
      this.#chains.add(params);
    }
    this.switchChain(id);
  }

  switchAccount(index) {
    this.#accountIndex = index;
    if (this.approved) this.emit('accountsChanged', [this.address]);
  }

  /** Forgets the site's approval: accountsChanged [] then disconnect. */
  lock() {
    if (!this.approved) return;
    this.#storage.write('approved', false);
    this.emit('accountsChanged', []);
    this.emit('disconnect', new ProviderRpcError(4900, 'Devnet Wallet is locked.'));
  }

  forgetChain(id) {
    if (id === this.#chainId) throw new Error('Devnet Wallet cannot forget the active chain; switch first.');
    this.#chains.forget(id);
  }

  async sendTransaction(tx) {
    this.authorize(tx?.from);
    const value = optionalBigInt(tx.value) ?? 0n;
    const { chain, wallet } = this.#chains.clients(this.#chainId);
    await this.ask('send a transaction', [
      ['From', this.address],
      ['To', tx.to ?? 'new contract'],
      ['Value', `${formatEther(value)} ${chain.nativeCurrency.symbol}`],
      ['Network', chain.name],
      ...(tx.data && tx.data !== '0x' ? [['Data', `${(tx.data.length - 2) / 2} bytes`]] : []),
    ]);
    return wallet.sendTransaction({
      account: this.account,
      chain,
      to: tx.to ?? undefined,
      value,
      data: tx.data ?? tx.input,
      gas: optionalBigInt(tx.gas),
      nonce: tx.nonce === undefined ? undefined : Number(tx.nonce),
      maxFeePerGas: optionalBigInt(tx.maxFeePerGas),
      maxPriorityFeePerGas: optionalBigInt(tx.maxPriorityFeePerGas),
      gasPrice: tx.maxFeePerGas ? undefined : optionalBigInt(tx.gasPrice),
    });
  }

  async personalSign([message, address]) {
    this.authorize(address);
    const readable = isHex(message) ? safeHexToString(message) : message;
    await this.ask('sign a message', [
      ['Account', this.address],
      ['Message', readable],
    ]);
    return this.account.signMessage({ message: isHex(message) ? { raw: message } : message });
  }

  async signTypedData([address, data]) {
    this.authorize(address);
    const typed = typeof data === 'string' ? JSON.parse(data) : data;
    await this.ask('sign typed data', [
      ['Account', this.address],
      ['Domain', typed.domain?.name ?? '(none)'],
      ['Type', typed.primaryType],
      ['Message', JSON.stringify(typed.message)],
    ]);
    return this.account.signTypedData(typed);
  }
}

function safeHexToString(hex) {
  const text = hexToString(hex);
  // Show binary payloads as hex rather than as mojibake.
  return /^[\p{L}\p{N}\p{P}\p{S}\p{Zs}\n\r\t]*$/u.test(text) ? text : hex;
}

const permissions = (provider) => (provider.approved ? [{ parentCapability: 'eth_accounts', caveats: [] }] : []);

/** @type {Record<string, (this: DevnetProvider, params: any[]) => unknown>} */
const HANDLERS = {
  eth_requestAccounts() {
    return this.requestAccounts();
  },
  eth_accounts() {
    return this.approved ? [this.address] : [];
  },
  eth_coinbase() {
    return this.approved ? this.address : null;
  },
  eth_chainId() {
    return numberToHex(this.chainId);
  },
  net_version() {
    return String(this.chainId);
  },
  wallet_switchEthereumChain([params]) {
    this.switchChain(Number(params?.chainId));
    return null;
  },
  async wallet_addEthereumChain([params]) {
    await this.addChain(params);
    return null;
  },
  async wallet_requestPermissions() {
    await this.requestAccounts();
    return permissions(this);
  },
  wallet_getPermissions() {
    return permissions(this);
  },
  wallet_revokePermissions() {
    this.lock();
    return null;
  },
  personal_sign(params) {
    return this.personalSign(params);
  },
  eth_signTypedData_v4(params) {
    return this.signTypedData(params);
  },
  eth_sendTransaction([tx]) {
    return this.sendTransaction(tx);
  },
};
