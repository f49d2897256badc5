// A registry wallet's image URL, built when it is shown: an entry keeps only the image id,
// not a URL of its own (the registry's image route with projectId, st and sv) per wallet.
import { registryClient } from '../registry';
import type { RegistryWallet } from './rules/wallets';

/** The URL to show for the wallet's image: the registry's route for its imageId, else its own safe URL; undefined without either. */
export function walletImageUrl(wallet: Pick<RegistryWallet, 'imageId' | 'imageUrl'>): string | undefined {
  if (wallet.imageId) return registryClient()?.walletImageUrl(wallet.imageId);
  return wallet.imageUrl;
}
