import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import type { Snapshot } from 'valtio';
import { groupByDay, loadMoreActivity, showTransaction, type ActivityRow, type DayEntry } from '../../../state/activity';
import type { Translate } from '../../i18n/useT';
import { ActivityRowItem } from './ActivityRowItem';

const ROW_HEIGHT = 64;
const DAY_HEIGHT = 32;
const LIST_HEIGHT = 420;
/** Ask for the next page this many entries before the end, so scrolling rarely waits. */
const PREFETCH_ENTRIES = 8;

// Where the list was scrolled, so Back from a transaction's details lands on the same rows (of the same list).
let saved = { listKey: '', offset: 0 };

function dayText(t: Translate, entry: Extract<DayEntry<unknown>, { type: 'day' }>, lang: string): string {
  if (entry.label !== 'date') return t(`activity.day.${entry.label}`);
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium' }).format(entry.time);
}

function DayHeading({ t, entry, lang }: { t: Translate; entry: Extract<DayEntry<unknown>, { type: 'day' }>; lang: string }) {
  return <h3 translate={entry.label === 'date' ? 'no' : undefined}>{dayText(t, entry, lang)}</h3>;
}

interface ListProps {
  /** Whose list (account and network): the scroll position is kept per list. */
  listKey: string;
  rows: Snapshot<ActivityRow[]>;
  hasMore: boolean;
  loadingMore: boolean;
  t: Translate;
  lang: string;
}

/** Rows grouped by day, rendered virtually; the next page loads as the end comes into view. */
export function ActivityList({ listKey, rows, hasMore, loadingMore, t, lang }: ListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const now = Date.now();
  const entries = useMemo(() => groupByDay(rows, Date.now()), [rows]);
  const count = entries.length + (hasMore ? 1 : 0);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => (entries[index]?.type === 'day' ? DAY_HEIGHT : ROW_HEIGHT),
    getItemKey: (index) => entries[index]?.key ?? 'more',
    overscan: 6,
    initialOffset: saved.listKey === listKey ? saved.offset : 0,
    initialRect: { width: 320, height: LIST_HEIGHT },
    onChange: (instance) => {
      saved = { listKey, offset: instance.scrollOffset ?? 0 };
    },
  });
  const items = virtualizer.getVirtualItems();
  const last = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    if (hasMore && !loadingMore && last >= entries.length - PREFETCH_ENTRIES) void loadMoreActivity();
  }, [hasMore, loadingMore, last, entries.length]);
  const rowCount = rows.length;
  let position = 0;
  const positions = new Map(entries.flatMap((entry) => (entry.type === 'row' ? [[entry.key, position++] as const] : [])));
  return (
    <div
      ref={scrollRef}
      className="wm-activity-scroll"
      role="region"
      aria-label={t('activity.list')}
      // A scrolling list is a focusable region, so keyboard users can scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{ maxHeight: LIST_HEIGHT }}
    >
      <ul className="wm-activity-list" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const entry = entries[item.index];
          const style = { transform: `translateY(${item.start}px)`, height: item.size };
          if (!entry) {
            return (
              <li key="more" className="wm-activity-more" style={style} role="status" aria-label={t('activity.loadingMore')}>
                <div className="wm-skeleton-row" aria-hidden="true" />
              </li>
            );
          }
          if (entry.type === 'day') {
            return (
              <li key={entry.key} className="wm-activity-day" style={style}>
                <DayHeading t={t} entry={entry} lang={lang} />
              </li>
            );
          }
          return (
            <ActivityRowItem
              key={entry.key}
              row={entry.row}
              position={{ index: positions.get(entry.key) ?? 0, count: hasMore ? -1 : rowCount, style }}
              t={t}
              now={now}
              lang={lang}
              onOpen={showTransaction}
            />
          );
        })}
      </ul>
    </div>
  );
}
