// The Devnet Solana Wallet: registers with the Wallet Standard for the demo
// page and the end-to-end tests. Load it as a module script; see demo/wallets/README.md.
import { registerWallet } from '@wallet-standard/wallet';
import { Approvals } from '../shared/prompt.mjs';
import { parseAutoApprove, readWalletConfig, walletIcon } from '../shared/config.mjs';
import { walletStorage } from '../shared/storage.mjs';
import { loadKeys } from './keys.mjs';
import { DevnetSolanaWallet } from './wallet.mjs';

// The Wallet Standard name for a local validator, used when the devnet gives no chain id.
const LOCALNET_CHAIN = 'solana:localnet';

function startDevnetSolanaWallet() {
  const config = readWalletConfig(
    import.meta.url,
    '__devnetSolanaWalletConfig',
    (query) => ({
      chain: query.get('chain'),
      rpcUrl: query.get('rpc'),
      secretKey: query.get('secretKey'),
      autoApprove: parseAutoApprove(query.get('autoApprove')),
    }),
    'solana',
  );
  const icon = walletIcon('S', 265, 170);
  const approvals = new Approvals({ walletName: 'Devnet Solana Wallet', icon, autoApprove: config.autoApprove });
  const keys = loadKeys(config.secretKey);
  const wallet = new DevnetSolanaWallet({
    icon,
    chain: config.chain ?? LOCALNET_CHAIN,
    keys,
    approvals,
    rpcUrl: config.rpcUrl && new URL(config.rpcUrl, location.href).href,
    storage: walletStorage('devnet-wallet:io.wallet-modal.devnet.solana'),
  });
  registerWallet(wallet);

  // Test-control hook: drive the wallet without clicking its prompt.
  return {
    wallet,
    setAutoApprove: (mode) => approvals.setAutoApprove(mode),
    lock: () => wallet.disconnect(),
    getAddress: async () => (await keys).address,
    get connected() {
      return wallet.accounts.length > 0;
    },
  };
}

globalThis.__devnetSolanaWallet ??= startDevnetSolanaWallet();
