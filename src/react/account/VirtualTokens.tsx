import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Snapshot } from 'valtio';
import type { TokenRow } from '../../state/account';
import { useT } from '../i18n/useT';
import { DataName } from '../ui/DataName';
import { WalletIcon } from '../ui/WalletIcon';

const ROW_HEIGHT = 56;
/** The list scrolls (and renders only what is in view) past this many rows. */
const VISIBLE_ROWS = 6;

function TokenItem({ token, index, count, top }: { token: Snapshot<TokenRow>; index: number; count: number; top: number }) {
  const t = useT();
  return (
    <li className="wm-token" aria-posinset={index + 1} aria-setsize={count} style={{ transform: `translateY(${top}px)` }}>
      <WalletIcon name={token.symbol} src={token.iconUrl} size={32} />
      <span className="wm-token-name">
        <DataName name={token.name} />
        {/* The quantity has the row's whole width; in a title too, should even that be too narrow. */}
        <span className="wm-muted" translate="no" title={`${token.quantity} ${token.symbol}`}>
          {token.quantity} {token.symbol}
        </span>
      </span>
      {token.usdValue ? (
        <span className="wm-token-value" translate="no">
          {token.usdValue}
        </span>
      ) : (
        <span className="wm-token-value wm-muted">{t('account.noPrice')}</span>
      )}
    </li>
  );
}

/** Every token as a row (icon, name, quantity, USD value), rendered virtually so a long portfolio stays light. */
export function VirtualTokens({ tokens, label }: { tokens: Snapshot<TokenRow[]>; label: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: tokens.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    initialRect: { width: 320, height: ROW_HEIGHT * VISIBLE_ROWS },
  });
  const scrolls = tokens.length > VISIBLE_ROWS;
  return (
    <div
      ref={scrollRef}
      className="wm-tokens-scroll"
      role="region"
      aria-label={label}
      // A scrolling list is a focusable region, so keyboard users can scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      style={{ maxHeight: ROW_HEIGHT * VISIBLE_ROWS }}
    >
      <ul className="wm-tokens" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const token = tokens[row.index];
          return token ? <TokenItem key={token.id} token={token} index={row.index} count={tokens.length} top={row.start} /> : null;
        })}
      </ul>
    </div>
  );
}
