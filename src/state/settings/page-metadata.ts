// The host page as wallets and the secure site see it: its title, description, icon and origin,
// read from the document when a connector needs them (WalletConnect's proposal, the secure site's
// approval view, which names the requesting site).

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
