import { PairingPanel } from './PairingPanel';

/** ConnectingWalletConnect: the pairing QR code, copy link and, for a registry wallet, its links. */
export function ConnectingWalletConnectView() {
  return <PairingPanel />;
}
