// The pairing QR code: the encoder is only needed here, so it loads with the first pairing, not with the modal.
import type { WalletConnectTarget } from '../../../state/walletconnect';
import { useT } from '../../i18n/useT';
import { ChunkLoadFailed } from '../../ui/ChunkLoadFailed';
import { useLazyComponent } from '../../ui/lazy-component';
import { lazyQrCode } from '../../ui/lazy-qr';
import { QrPlaceholder } from '../../ui/QrPlaceholder';

/** The pairing QR code (the encoder loads with the view, so it is ready when the URI arrives), or a placeholder until then. */
export function PairingQr({ uri, wallet }: { uri: string | undefined; wallet: WalletConnectTarget | undefined }) {
  const t = useT();
  const { Component: QrCode, failed: qrFailed, retry: retryQr } = useLazyComponent(lazyQrCode);
  // "Copy link" still works without the QR code.
  if (qrFailed) return <ChunkLoadFailed onRetry={retryQr} />;
  if (uri && QrCode)
    return (
      <QrCode value={uri} label={t('walletconnect.qrLabel')} icon={wallet ? { name: wallet.name, src: wallet.image_url } : undefined} />
    );
  return <QrPlaceholder label={t('walletconnect.preparing')} />;
}
