// Send's chunk: its views by route (the registry loads it on first use).
import { WalletSendPreviewView } from './WalletSendPreviewView';
import { WalletSendSelectTokenView } from './WalletSendSelectTokenView';
import { WalletSendView } from './WalletSendView';

export const views = {
  WalletSend: WalletSendView,
  WalletSendSelectToken: WalletSendSelectTokenView,
  WalletSendPreview: WalletSendPreviewView,
};
