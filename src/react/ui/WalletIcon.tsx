import { useEffect, useRef, useState } from 'react';
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../state/shared';
import { walletInitials } from '../../state/wallets/rules/wallets';
import { isSafeImageUrl } from './format';
import { loadedImages } from './loaded-images';

type ImageStatus = 'loading' | 'loaded' | 'failed';

const PRELOAD_START_DELAY_MS = 120;

/** Preloads `src` off-screen; gives up after 2 s (SPEC §9) so a slow image server never leaves an empty tile. */
function usePreloadedImage(src: string | undefined): ImageStatus {
  const safe = isSafeImageUrl(src);
  const [state, setState] = useState<{ src?: string; status: ImageStatus }>({ src, status: 'loading' });
  // Shown loaded once, an icon stays so while it is mounted, even if the bounded cache lets its URL go.
  const shownLoaded = useRef<string | undefined>(undefined);
  if (safe && loadedImages.has(src)) shownLoaded.current = src;
  useEffect(() => {
    if (!safe || shownLoaded.current === src) return undefined;
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (status: ImageStatus) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (status === 'loaded') loadedImages.add(src);
      setState({ src, status });
    };
    const image = new Image();
    // Tiles that scroll past quickly never start loading: the grid stays smooth on a fast fling.
    const start = setTimeout(() => {
      timer = setTimeout(() => settle('failed'), IMAGE_PRELOAD_TIMEOUT_MS);
      image.onload = () => settle('loaded');
      image.onerror = () => settle('failed');
      image.src = src;
    }, PRELOAD_START_DELAY_MS);
    return () => {
      settled = true;
      clearTimeout(start);
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
    };
  }, [safe, src]);
  if (!safe) return 'failed';
  if (shownLoaded.current === src) return 'loaded';
  return state.src === src ? state.status : 'loading';
}

/** A wallet's icon once it has loaded; its initials while loading, or when missing, unsafe, failing or slow. */
export function WalletIcon({ name, src, size = 40 }: { name: string; src?: string; size?: number }) {
  const status = usePreloadedImage(src);
  const [broken, setBroken] = useState(false);
  if (status === 'loaded' && !broken) {
    return (
      <img
        className="wm-wallet-icon"
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setBroken(true)}
      />
    );
  }
  return (
    <span
      className="wm-wallet-icon wm-wallet-icon--fallback"
      aria-hidden="true"
      translate="no"
      data-status={status}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
    >
      {walletInitials(name)}
    </span>
  );
}
