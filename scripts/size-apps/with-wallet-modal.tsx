// The host app with wallet-modal: its element rendered and its wagmi connector beside the injected one
// (scripts/size-apps/app.tsx), both imported as a host imports them (package.json `exports`).
import 'wallet-modal';
import { injected } from 'wagmi';
import { walletModal } from 'wallet-modal/wagmi';
// `<wallet-modal>` in React's JSX (types only).
import type {} from 'wallet-modal/react';
import { renderApp } from './app';

renderApp([injected(), walletModal()], <wallet-modal networks="eip155:1" />);
