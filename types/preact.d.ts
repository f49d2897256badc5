// `<wallet-modal>` in Preact's JSX: `import type {} from 'wallet-modal/preact';` once in the app.
// Preact sets known properties (`theme`, `config`) as properties, the rest as attributes,
// and `onconnect`… listens to the `connect`… events.
import type { HTMLAttributes } from 'preact';
import type { WalletModalElement, WalletModalJsxProps } from './wallet-modal.js';

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      'wallet-modal': HTMLAttributes<WalletModalElement> & WalletModalJsxProps;
    }
  }
}
