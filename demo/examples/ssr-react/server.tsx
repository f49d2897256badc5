// The page's server render: the whole document, the app's HTML rendered by react-dom/server, the
// settings for the client, and the client's script (client.tsx) that hydrates it.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App, type PageSettings } from './App';

/** The page for `settings`; `clientUrl` is the client bundle's. */
export function renderPage(settings: PageSettings, clientUrl: string): string {
  const app = renderToString(
    <StrictMode>
      <App settings={settings} />
    </StrictMode>,
  );
  // JSON in a script element: `<` escaped so no value can close it.
  const json = JSON.stringify(settings).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Server-rendered React host</title>
  <link rel="stylesheet" href="/demo/demo.css">
  <script type="module" src="/devnet-wallets/injected.js"></script>
</head>
<body>
  <div id="root">${app}</div>
  <script type="application/json" id="settings">${json}</script>
  <script type="module" src="${clientUrl}"></script>
</body>
</html>`;
}
