// The host page as wallets and the secure site see it: its title, description, icon and origin,
// read from the document when a connector needs them (WalletConnect's proposal, the secure site's
// approval view, which names the requesting site). Not in a feature: only the lazy connectors read
// it, so it stays out of the initial load.

export interface PageMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

export function pageMetadata(): PageMetadata {
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? document.title;
  const icon = document.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href;
  return { name: document.title || location.host, description, url: location.origin, icons: icon ? [icon] : [] };
}
