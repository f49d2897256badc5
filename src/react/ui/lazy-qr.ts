// The QR encoder (`uqr`) is its own chunk, shared by WalletConnect pairing and Receive.
import { componentChunks } from '../chunks/components';
import { lazyComponent } from './lazy-component';

export const lazyQrCode = lazyComponent(() => componentChunks.qrCode.quiet().then(({ QrCode }) => QrCode));
