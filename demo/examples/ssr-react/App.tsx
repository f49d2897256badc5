// A server-rendered React page, as a host writes one: the same component renders on the server
// (server.tsx, react-dom/server) and hydrates in the browser (client.tsx). The hooks read the store's
// server snapshot (disconnected, closed) on the server and while hydrating, so both agree; once
// hydrated, the page shows the session the element restored.
import { useWalletAccount, useWalletModal, WalletModal } from 'wallet-modal/react';
import type { DevnetNetwork } from '../shared/devnet';

/** What the page is configured with (the server puts it in the HTML for the client). */
export interface PageSettings {
  projectId: string;
  networks: `${string}:${string}`[];
  apiUrl: string;
  registryUrl: string;
  analyticsUrl: string;
  relayUrl: string;
  authUrl: string;
  /** The networks' names and RPC URLs (the element's `config.networks`). */
  customNetworks: DevnetNetwork[];
}

function Account() {
  const { status, address } = useWalletAccount();
  const { open } = useWalletModal();
  return (
    <section aria-label="Account">
      <p data-testid="ssr-status">{status}</p>
      {address ? (
        <output data-testid="ssr-address">{address}</output>
      ) : (
        <button type="button" onClick={() => open()}>
          Open the modal
        </button>
      )}
    </section>
  );
}

export function App({ settings }: { settings: PageSettings }) {
  const { customNetworks, ...attributes } = settings;
  return (
    <>
      <header className="bar">
        <h1>Server-rendered React host</h1>
        <WalletModal {...attributes} theme="dark" config={{ networks: customNetworks }} />
      </header>
      <main>
        <Account />
      </main>
    </>
  );
}
