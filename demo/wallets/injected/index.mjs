// The Devnet Wallet: an EIP-6963 browser wallet for the demo page and the
// end-to-end tests. Load it as a module script; see demo/wallets/README.md.
import { announceProvider } from 'mipd';
import { Approvals } from '../shared/prompt.mjs';
import { parseAutoApprove, randomUuid, readWalletConfig, walletIcon } from '../shared/config.mjs';
import { walletStorage } from '../shared/storage.mjs';
import { ChainBook } from './chains.mjs';
import { DevnetProvider } from './provider.mjs';

const NAME = 'Devnet Wallet';
const RDNS = 'io.wallet-modal.devnet';

const numberOrUndefined = (value) => (value === null || value === '' ? undefined : Number(value));

function startDevnetWallet() {
  const config = readWalletConfig(
    import.meta.url,
    '__devnetWalletConfig',
    (query) => ({
      rpcA: query.get('rpcA'),
      rpcB: query.get('rpcB'),
      account: numberOrUndefined(query.get('account')),
      chainId: numberOrUndefined(query.get('chainId')),
      autoApprove: parseAutoApprove(query.get('autoApprove')),
    }),
    'evm',
  );
  const icon = walletIcon('D', 28, 350);
  const storage = walletStorage(`devnet-wallet:${RDNS}`);
  const approvals = new Approvals({ walletName: NAME, icon, autoApprove: config.autoApprove });
  const chains = new ChainBook({ config, storage });
  const provider = new DevnetProvider({ chains, approvals, storage, accountIndex: config.account ?? 0, chainId: config.chainId });
  const info = { uuid: randomUuid(), name: NAME, icon, rdns: RDNS };
  announceProvider({ info, provider });

  // Test-control hook: drive the wallet without clicking its prompt.
  return {
    info,
    provider,
    setAutoApprove: (mode) => approvals.setAutoApprove(mode),
    switchAccount: (index) => provider.switchAccount(index),
    switchChain: (id) => provider.switchChain(Number(id)),
    lock: () => provider.lock(),
    forgetChain: (id) => provider.forgetChain(Number(id)),
    get knownChains() {
      return chains.all().map((chain) => chain.id);
    },
    get address() {
      return provider.address;
    },
    get chainId() {
      return provider.chainId;
    },
  };
}

// A second load (another query string, say) adds no twin: the first one answers requestProvider.
globalThis.__devnetWallet ??= startDevnetWallet();
