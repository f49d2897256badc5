// The host app without wallet-modal: wagmi's injected connector (scripts/size-apps/app.tsx).
import { injected } from 'wagmi';
import { renderApp } from './app';

renderApp([injected()]);
