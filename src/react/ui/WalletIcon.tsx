import { useState } from 'react';
import { isSafeImageUrl } from './format';

/** A wallet's icon, or its initial when the icon is missing, unsafe or fails to load. */
export function WalletIcon({ name, src, size = 40 }: { name: string; src?: string; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (!failed && isSafeImageUrl(src)) {
    return <img className="wm-wallet-icon" src={src} alt="" width={size} height={size} loading="lazy" onError={() => setFailed(true)} />;
  }
  return (
    <span className="wm-wallet-icon wm-wallet-icon--fallback" aria-hidden="true" translate="no" style={{ width: size, height: size }}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
