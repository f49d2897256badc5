import type { AccountFeature } from '../../../state/shared';

// 16×16 glyphs, drawn with currentColor so themes colour them.
const PATHS: Record<AccountFeature, string> = {
  onramp: 'M2 4a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V4Zm2 1v2h8V5H4Zm0 4v1h3V9H4Z',
  swaps: 'M11 1l3 3-3 3V5H4V3h7V1ZM5 9v2h7v2H5v2l-3-3 3-3Z',
  receive: 'M7 1h2v8.6l2.3-2.3 1.4 1.4L8 13.4 3.3 8.7l1.4-1.4L7 9.6V1ZM2 13h12v2H2v-2Z',
  send: 'M9 15H7V6.4L4.7 8.7 3.3 7.3 8 2.6l4.7 4.7-1.4 1.4L9 6.4V15ZM2 1h12v2H2V1Z',
  history: 'M8 1a7 7 0 1 1-6.6 9.3l1.9-.6A5 5 0 1 0 4.5 4.5L6 6H1V1l2.1 2.1A7 7 0 0 1 8 1Zm-1 3h2v3.6l2.4 2.4-1.4 1.4L7 8.4V4Z',
  names: 'M2 3h12v10H2V3Zm2 2v6h8V5H4Zm1 1h3v2H5V6Zm0 3h6v1H5V9Z',
};

export function FeatureIcon({ feature }: { feature: AccountFeature }) {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
      <path fill="currentColor" fillRule="evenodd" d={PATHS[feature]} />
    </svg>
  );
}
