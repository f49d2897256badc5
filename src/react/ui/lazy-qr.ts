// The QR encoder (`uqr`) is its own chunk, shared by WalletConnect pairing and Receive.
import { lazyComponent } from './lazy-component';

export const lazyQrCode = lazyComponent(() => import('./QrCode').then(({ QrCode }) => QrCode));
