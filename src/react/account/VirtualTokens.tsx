import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import type { Snapshot } from 'valtio';
import type { TokenRow as Token } from '../../state/account';
import { useT } from '../i18n/useT';
import { portfolioToken, TokenRow } from '../ui/TokenRow';

const ROW_HEIGHT = 56;
/** The list scrolls (and renders only what is in view) past this many rows. */
const VISIBLE_ROWS = 6;

/** Every token as a row (icon, name, quantity, USD value), rendered virtually so a long portfolio stays light. */
export function VirtualTokens({ tokens, label }: { tokens: Snapshot<Token[]>; label: string }) {
  const t = useT();
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
          return token ? (
            <TokenRow
              key={token.id}
              {...portfolioToken(token)}
              noValue={t('account.noPrice')}
              position={{ index: row.index, count: tokens.length, style: { transform: `translateY(${row.start}px)` } }}
            />
          ) : null;
        })}
      </ul>
    </div>
  );
}
