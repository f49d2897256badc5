// Deterministic SVG images for wallets, tokens, networks and currencies: a
// gradient from the id's hash and a short label, so every id looks distinct.
import { createHash } from 'node:crypto';

const TOKENS = {
  eth: { label: 'ETH', hue: 230 },
  sol: { label: 'SOL', hue: 280 },
  dusdc: { label: 'USDC', hue: 210 },
  ddai: { label: 'DAI', hue: 40 },
  dpts: { label: 'PTS', hue: 150 },
};
const CURRENCIES = { usd: { label: '$', hue: 120 }, eur: { label: '€', hue: 220 } };
const NETWORKS = {
  1: { label: 'ETH', hue: 230 },
  8453: { label: 'B', hue: 215 },
  137: { label: 'POL', hue: 270 },
  10: { label: 'OP', hue: 0 },
  42161: { label: 'ARB', hue: 205 },
  31337: { label: 'A', hue: 30 },
  31338: { label: 'B', hue: 330 },
  // The hosted registry's asset ids the element uses for Ethereum and Solana (any cluster).
  'ba0ba0cd-17c6-4806-ad93-f9d174f17900': { label: 'ETH', hue: 230 },
  'a1b58899-f671-4276-6a5e-56ca5bd59700': { label: 'SOL', hue: 280 },
};

const escapeXml = (text) =>
  text.replace(/[<>&'"]/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char]);

function hueOf(id) {
  return createHash('sha256').update(id).digest().readUInt16BE(0) % 360;
}

/** A 96×96 rounded (or round) SVG with a two-stop gradient and a centred label. */
export function badgeSvg({ id, label, hue = hueOf(id), round = false }) {
  const radius = round ? 48 : 24;
  const fontSize = label.length <= 2 ? 40 : label.length === 3 ? 30 : 24;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 80% 58%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360} 70% 38%)"/>
</linearGradient></defs>
<rect width="96" height="96" rx="${radius}" fill="url(#g)"/>
<text x="48" y="50" text-anchor="middle" dominant-baseline="central" font-family="system-ui, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff">${escapeXml(label)}</text>
</svg>`;
}

const initials = (name) =>
  name
    .split(/\s+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/**
 * The SVG for one image route, or undefined for an unknown id.
 * @param {'wallet'|'asset'|'currency'|'token'} kind
 * @param {(id: string) => {name: string}|undefined} findWallet
 * @param {string|undefined} solanaReference the devnet Solana network's CAIP-2 reference
 */
export function imageFor(kind, id, { findWallet, solanaReference }) {
  const key = id.toLowerCase();
  if (kind === 'wallet') {
    const wallet = findWallet(id);
    return wallet && badgeSvg({ id: wallet.id, label: initials(wallet.name) });
  }
  if (kind === 'token') return TOKENS[key] && badgeSvg({ id: key, ...TOKENS[key], round: true });
  if (kind === 'currency') return CURRENCIES[key] && badgeSvg({ id: key, ...CURRENCIES[key], round: true });
  if (kind === 'asset') {
    if (solanaReference && id === solanaReference) return badgeSvg({ id, label: 'SOL', hue: 280, round: true });
    return NETWORKS[key] && badgeSvg({ id: key, ...NETWORKS[key], round: true });
  }
  return undefined;
}
