// The social providers' marks, drawn here from each brand's published shape (simplified to a few paths
// on a 48-unit grid, in whole units) and inlined: no image request. Always decorative: the button or row names the provider.
import type { ReactNode } from 'react';
import type { SocialProvider } from '../../../state/auth';

const MARKS: Record<SocialProvider | 'more', ReactNode> = {
  // Google's "G": four arcs in the brand's colours, the blue one ending in the bar.
  google: (
    <g fill="none" strokeWidth="8">
      <path stroke="#ea4335" d="M35 13a16 16 0 0 0-25 3" />
      <path stroke="#fbbc05" d="M10 16a16 16 0 0 0 0 16" />
      <path stroke="#34a853" d="M10 32a16 16 0 0 0 25 3" />
      <path stroke="#4285f4" d="M24 24h16a16 16 0 0 1-5 11" />
    </g>
  ),
  // X: the outlined stroke from top left to bottom right, crossed by the thin one.
  x: (
    <g fill="none" stroke="currentColor" strokeWidth="3.6">
      <path d="M7 6h10l24 36h-10z" />
      <path d="M41 6l-14 16m-6 4l-14 16" />
    </g>
  ),
  // Discord's Clyde, white on blurple, the eyes cut out.
  discord: (
    <>
      <rect width="48" height="48" rx="12" fill="#5865f2" />
      <path
        fill="#fff"
        fillRule="evenodd"
        d="M14 13c3-1 6-2 7-2l1 2q2 0 4 0l1-2c1 0 4 1 7 2 3 6 5 11 4 18-2 2-5 3-8 4l-2-3 3-2-1 0q-8 4-16 0l-1 0 3 2-2 3c-3-1-6-2-8-4-1-7 1-12 4-18zm5 10a3 3 0 1 0 0 5 3 3 0 1 0 0-5zm10 0a3 3 0 1 0 0 5 3 3 0 1 0 0-5z"
      />
    </>
  ),
  // Farcaster's arch, white on purple.
  farcaster: (
    <>
      <rect width="48" height="48" rx="12" fill="#855dcd" />
      <path fill="#fff" d="M12 10h24v6h2l-1 4h-1v14h1v4h-9v-4h1v-7a5 5 0 0 0-10 0v7h1v4h-9v-4h1v-14h-1l-1-4h2z" />
    </>
  ),
  // GitHub's Invertocat: the cat cut out of the circle.
  github: (
    <path
      fill="currentColor"
      fillRule="evenodd"
      d="M24 2a22 22 0 1 0 0 44 22 22 0 1 0 0-44zm-6 41v-6c-5 1-6-3-7-4 0-1-2-2-2-2 2 0 3 2 4 2 1 2 3 2 5 1 0-1 1-2 1-2-5-1-9-3-9-9q0-4 2-6 0-2 1-5c1 0 4 1 5 2q6-2 11 0c2-1 4-2 6-2q1 3 0 5 2 2 2 6c0 6-4 8-9 9 1 1 2 2 2 3v8z"
    />
  ),
  // Apple's apple, with its leaf and bite.
  apple: (
    <path
      fill="currentColor"
      transform="translate(-4.8 -4.8) scale(1.2)"
      d="M33 25c0-4 3-5 3-6-2-2-5-3-6-3-2 0-4 2-5 2s-3-2-5-2c-3 0-5 2-7 4-3 5-1 12 2 16 2 2 3 4 5 4 2 0 3-2 5-2s3 2 5 2 3-2 5-4c1-2 2-4 2-4 0 0-4-2-4-7zm-4-11c1-2 2-3 2-5-2 0-4 1-5 2-1 1-2 3-1 5 1 0 3-1 4-2z"
    />
  ),
  // Facebook's white "f" on its blue circle, the "f" running off the bottom.
  facebook: (
    <>
      <circle cx="24" cy="24" r="22" fill="#0866ff" />
      <path fill="#fff" d="M27 46v-15h5l1-6h-6v-4c0-2 0-3 3-3h3v-6c-1 0-3 0-5 0-4 0-8 3-8 8v5h-5v6h5v15z" />
    </>
  ),
  // "More sign-in options": three dots.
  more: <path fill="currentColor" d="M8 20h8v8h-8zm12 0h8v8h-8zm12 0h8v8h-8z" />,
};

/** The provider's mark as a decorative (aria-hidden) SVG, `size` CSS px square. */
export function SocialMark({ provider, size = 24 }: { provider: SocialProvider | 'more'; size?: number }) {
  return (
    <svg className="wm-social-mark" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true" focusable="false">
      {MARKS[provider]}
    </svg>
  );
}
