// English UI strings, keyed by meaning.
export const uiMessages = {
  'modal.close': 'Close',
  'modal.back': 'Back',
  'modal.loading': 'Loading',
  'connect.title': 'Connect Wallet',
  'connect.installed': 'Installed',
  'connect.legacyInjected': 'Browser wallet',
  'connect.noWallets': 'No browser wallet was found on this page. Install a wallet extension, then reload.',
  'connect.walletList': 'Wallets',
  'connecting.title': '{wallet}',
  'connecting.waiting': 'Continue in {wallet}',
  'connecting.waitingHint': 'Accept the connection request in your wallet.',
  'connecting.rejectedTitle': 'Connection declined',
  'connecting.failedTitle': 'Connection failed',
  'connecting.retry': 'Try again',
  'view.unavailableTitle': 'Not available',
  'view.unavailable': 'This part of the modal is not available in this build.',
} as const;
