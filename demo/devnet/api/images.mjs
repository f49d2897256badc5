// Generated SVG images (identity avatars, the spam NFT's preview) served from
// /api/devnet/images/{seed}.svg, so nothing is fetched from elsewhere.
import { createHash } from 'node:crypto';

/** A deterministic 5x5 symmetric identicon for `seed`. */
export function identiconSvg(seed) {
  const bytes = createHash('sha256').update(seed).digest();
  const hue = (bytes[0] * 360) / 256;
  const cells = [];
  for (let row = 0; row < 5; row += 1) {
    for (let col = 0; col < 3; col += 1) {
      if ((bytes[1 + row * 3 + col] & 1) === 0) continue;
      for (const x of new Set([col, 4 - col])) cells.push(`<rect x="${x * 10 + 5}" y="${row * 10 + 5}" width="10" height="10"/>`);
    }
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 60" width="120" height="120">' +
    `<rect width="60" height="60" fill="hsl(${hue} 30% 92%)"/><g fill="hsl(${hue} 65% 45%)">${cells.join('')}</g></svg>`
  );
}

/** Answers GET {prefix}/{seed}.svg; false for any other path. */
export function serveImage(req, res, path) {
  const match = /^\/devnet\/images\/([\w.-]{1,80})\.svg$/.exec(path);
  if (!match || req.method !== 'GET') return false;
  res.writeHead(200, { 'content-type': 'image/svg+xml', 'access-control-allow-origin': '*', 'cache-control': 'max-age=3600' });
  res.end(identiconSvg(match[1]));
  return true;
}
