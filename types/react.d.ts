// `<wallet-modal>` in React 19's JSX: `import type {} from 'wallet-modal/react';` once in the app.
// React 19 sets known properties (`theme`, `config`) as properties, the rest as attributes,
// and `onconnect`… listens to the `connect`… events.
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { WalletModalElement, WalletModalJsxProps } from './wallet-modal.js';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wallet-modal': DetailedHTMLProps<HTMLAttributes<WalletModalElement>, WalletModalElement> & WalletModalJsxProps;
    }
  }
}
