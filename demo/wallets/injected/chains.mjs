// The EVM chains the Devnet Wallet knows: the two anvil chains (RPC from its
// config) plus any a site added with wallet_addEthereumChain, remembered.
import { createPublicClient, createWalletClient, defineChain, http } from 'viem';

const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 };
export const BUILTIN_CHAINS = [
  { id: 31337, name: 'Devnet A', configKey: 'rpcA' },
  { id: 31338, name: 'Devnet B', configKey: 'rpcB' },
];

export class ChainBook {
  #builtin;
  #storage;
  #clients = new Map();

  constructor({ config, storage }) {
    this.#storage = storage;
    this.#builtin = BUILTIN_CHAINS.filter(({ configKey }) => config[configKey]).map(({ id, name, configKey }) =>
      defineChain({ id, name, nativeCurrency: ETHER, rpcUrls: { default: { http: [config[configKey]] } } }),
    );
  }

  #added() {
    return this.#storage.read('addedChains', []).map((chain) => defineChain(chain));
  }

  #forgotten() {
    return this.#storage.read('forgottenChains', []);
  }

  all() {
    const forgotten = this.#forgotten();
    return [...this.#builtin.filter((chain) => !forgotten.includes(chain.id)), ...this.#added()];
  }

  get(id) {
    return this.all().find((chain) => chain.id === id);
  }

  /** @param {{chainId: string, chainName?: string, rpcUrls: string[], nativeCurrency?: object}} params EIP-3085 */
  add(params) {
    const id = Number(params.chainId);
    this.#storage.write(
      'forgottenChains',
      this.#forgotten().filter((known) => known !== id),
    );
    if (this.#builtin.some((chain) => chain.id === id)) return;
    const chain = {
      id,
      name: params.chainName ?? `Chain ${id}`,
      nativeCurrency: params.nativeCurrency ?? ETHER,
      rpcUrls: { default: { http: [params.rpcUrls[0]] } },
    };
    this.#storage.write('addedChains', [...this.#storage.read('addedChains', []).filter((known) => known.id !== id), chain]);
    this.#clients.delete(id);
  }

  forget(id) {
    this.#storage.write(
      'addedChains',
      this.#storage.read('addedChains', []).filter((known) => known.id !== id),
    );
    if (this.#builtin.some((chain) => chain.id === id)) this.#storage.write('forgottenChains', [...new Set([...this.#forgotten(), id])]);
    this.#clients.delete(id);
  }

  /** viem clients over HTTP to the chain's RPC, made once per chain. */
  clients(id) {
    if (!this.#clients.has(id)) {
      const chain = this.get(id);
      const transport = http(chain.rpcUrls.default.http[0], { retryCount: 0 });
      this.#clients.set(id, {
        chain,
        public: createPublicClient({ chain, transport }),
        wallet: createWalletClient({ chain, transport }),
      });
    }
    return this.#clients.get(id);
  }
}
