// Hydrates the server's HTML (server.tsx) with the same component and the settings the server used.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import 'wallet-modal';
import { App, type PageSettings } from './App';

const settings = JSON.parse(document.getElementById('settings')!.textContent!) as PageSettings;
hydrateRoot(
  document.getElementById('root')!,
  <StrictMode>
    <App settings={settings} />
  </StrictMode>,
);
