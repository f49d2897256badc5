// The wagmi connector (`wallet-modal/wagmi`): the modal as one of a wagmi app's connectors, made
// with wagmi's public `createConnector` only, so wagmi 2 and 3 and `@wagmi/core` alone take it. One
// source of truth: wagmi reads the page's store (the package entry's `store`), the state the modal shows,
// and every change there (the visitor connects, switches account or network in the wallet,
// disconnects in the modal) reaches wagmi in the same task; what wagmi asks (connect, switchChain,
// disconnect) is the modal's own action. The provider is the connected wallet's, whatever its kind;
// the transactions wagmi sends through it are followed by the modal (a toast, Activity, `transaction`
// events) as a host's `addTransaction` would; the modal's own sends do not pass through it.
import { ChainNotConfiguredError, createConnector, ProviderNotFoundError, type CreateConnectorFn } from '@wagmi/core';
import { getAddress, SwitchChainError, UserRejectedRequestError, type Address, type EIP1193Provider } from 'viem';
import { store as pageStore, type WalletModalSnapshot, type WalletModalStore } from '../../element';

export interface WalletModalParameters {
  /** The store to follow (the page's by default; tests pass their own). */
  store?: WalletModalStore;
  /** How long a reload's `isAuthorized` waits for the modal to restore a stored session. */
  restoreTimeoutMs?: number;
}

interface EvmView {
  address?: Address;
  chainId?: number;
  settling: boolean;
}

const RESTORE_TIMEOUT_MS = 10_000;

/** The EVM account as wagmi sees it: a checksummed address while connected, the chain id, and whether it is still settling. */
function evmOf(snapshot: WalletModalSnapshot): EvmView {
  const { status, address, network } = snapshot.eip155;
  return {
    ...(status === 'connected' && address ? { address: getAddress(address) } : {}),
    ...(network?.chainId !== undefined ? { chainId: network.chainId } : {}),
    settling: status === 'connecting' || status === 'reconnecting',
  };
}

/** Resolves with the first view `done` accepts (checked now and after each store change); rejects on `fail`'s error or the deadline. */
function waitFor<T>(
  store: WalletModalStore,
  done: (view: EvmView, snapshot: WalletModalSnapshot) => T | undefined,
  fail: (snapshot: WalletModalSnapshot) => Error | undefined,
  timeoutMs?: number,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let stop = () => {};
    const timer =
      timeoutMs === undefined ? undefined : setTimeout(() => finish(new Error('The wallet modal did not answer in time')), timeoutMs);
    function finish(error?: Error, value?: T) {
      stop();
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(value as T);
    }
    function check() {
      const snapshot = store.getSnapshot();
      const value = done(evmOf(snapshot), snapshot);
      if (value !== undefined) return (finish(undefined, value), true);
      const error = fail(snapshot);
      if (error) return (finish(error), true);
      return false;
    }
    if (!check()) stop = store.subscribe(check);
  });
}

/** `provider`, with each hash `eth_sendTransaction` answers followed by the modal on the chain it was sent on. */
function followingSends(provider: EIP1193Provider, store: WalletModalStore): EIP1193Provider {
  const request = async (args: { method: string }) => {
    const { chainId } = evmOf(store.getSnapshot());
    const answer = (await provider.request(args as never)) as string;
    try {
      if (args.method === 'eth_sendTransaction' && chainId) store.addTransaction({ hash: answer, caipNetworkId: `eip155:${chainId}` });
    } catch {
      // Not a transaction hash: the wallet's answer is wagmi's to judge, as it is.
    }
    return answer;
  };
  return new Proxy(provider, {
    get(target, key) {
      const value: unknown = key === 'request' ? request : Reflect.get(target, key);
      // The wallet's own methods run on the wallet (a class with private fields would refuse the proxy as `this`).
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The connector's `type` (and `id`) in wagmi. */
export const WALLET_MODAL_CONNECTOR_TYPE = 'walletModal';

/** The connector: add it to `createConfig({ connectors: [walletModal()] })`. */
export function walletModal(parameters: WalletModalParameters = {}): CreateConnectorFn<EIP1193Provider> {
  const store = parameters.store ?? pageStore;
  const restoreTimeoutMs = parameters.restoreTimeoutMs ?? RESTORE_TIMEOUT_MS;

  return createConnector<EIP1193Provider>((config) => {
    let following: (() => void) | undefined;
    let seen = evmOf(store.getSnapshot());

    /** Tells wagmi what changed in the modal since it last heard. */
    function follow() {
      const before = seen;
      const now = (seen = evmOf(store.getSnapshot()));
      if (before.address && !now.address) return config.emitter.emit('disconnect');
      const chainId = now.chainId ?? config.chains[0].id;
      if (!before.address && now.address) return config.emitter.emit('connect', { accounts: [now.address], chainId });
      if (now.address && now.address !== before.address) config.emitter.emit('change', { accounts: [now.address] });
      if (now.address && now.chainId !== undefined && now.chainId !== before.chainId)
        config.emitter.emit('change', { chainId: now.chainId });
    }

    const accountsOf = (address: Address, withCapabilities: boolean | undefined) =>
      (withCapabilities ? [{ address, capabilities: {} }] : [address]) as never;

    return {
      id: WALLET_MODAL_CONNECTOR_TYPE,
      name: 'Wallet Modal',
      type: WALLET_MODAL_CONNECTOR_TYPE,

      async setup() {
        following ??= store.subscribe(follow);
      },

      async connect({ chainId, isReconnecting, withCapabilities } = {}) {
        following ??= store.subscribe(follow);
        let current = evmOf(store.getSnapshot());
        if (!current.address) {
          if (isReconnecting) throw new ProviderNotFoundError();
          store.open({ namespace: 'eip155' });
          // Connected, or the visitor closed the modal without connecting (a rejection, as a wallet's Cancel).
          await waitFor(
            store,
            (view) => (view.address ? true : undefined),
            (snapshot) =>
              snapshot.modal.open ? undefined : new UserRejectedRequestError(new Error('The visitor closed the wallet modal')),
          );
          current = evmOf(store.getSnapshot());
        }
        seen = current;
        if (chainId !== undefined && chainId !== current.chainId) await this.switchChain!({ chainId });
        const after = evmOf(store.getSnapshot());
        return { accounts: accountsOf(after.address!, withCapabilities), chainId: after.chainId ?? chainId ?? config.chains[0].id };
      },

      async disconnect() {
        await store.disconnect('eip155');
      },

      async getAccounts() {
        const { address } = evmOf(store.getSnapshot());
        return address ? [address] : [];
      },

      async getChainId() {
        return evmOf(store.getSnapshot()).chainId ?? config.chains[0].id;
      },

      async getProvider() {
        const provider = store.getProvider('eip155') as EIP1193Provider | undefined;
        if (!provider) throw new ProviderNotFoundError();
        return followingSends(provider, store);
      },

      /** After a reload: whether the modal restores an EVM session (waiting, within a deadline, for its restore to settle). */
      async isAuthorized() {
        try {
          return await waitFor(
            store,
            (view) => (view.settling ? undefined : Boolean(view.address)),
            () => undefined,
            restoreTimeoutMs,
          );
        } catch {
          return false;
        }
      },

      async switchChain({ chainId }) {
        const chain = config.chains.find((candidate) => candidate.id === chainId);
        if (!chain) throw new SwitchChainError(new ChainNotConfiguredError());
        try {
          await store.switchNetwork(`eip155:${chainId}`);
        } catch (error) {
          throw new SwitchChainError(error as Error);
        }
        return chain;
      },

      onAccountsChanged(accounts) {
        if (accounts.length === 0) this.onDisconnect();
        else config.emitter.emit('change', { accounts: accounts.map((account) => getAddress(account)) });
      },

      onChainChanged(chainId) {
        config.emitter.emit('change', { chainId: Number(chainId) });
      },

      onDisconnect() {
        config.emitter.emit('disconnect');
      },
    };
  });
}
