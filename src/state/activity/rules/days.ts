// History rows grouped by the day they happened (Today, Yesterday, then dates), in the
// visitor's time zone, and how long ago each was. Pure: `now` is passed in.

export type DayLabel = 'today' | 'yesterday' | 'date';

export type DayEntry<R> =
  | { type: 'day'; key: string; label: DayLabel; /** Midday of that day, ms since epoch, for formatting its date. */ time: number }
  | { type: 'row'; key: string; row: R };

/** The local calendar day of `time` as YYYY-MM-DD. */
export function dayKey(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function labelOf(key: string, now: number): DayLabel {
  if (key === dayKey(now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  return key === dayKey(yesterday.getTime()) ? 'yesterday' : 'date';
}

/** Rows (newest first) with a day heading before each day's first row. */
export function groupByDay<R extends { id: string; time: number }>(rows: readonly R[], now: number): DayEntry<R>[] {
  const entries: DayEntry<R>[] = [];
  let current: string | undefined;
  for (const row of rows) {
    const key = dayKey(row.time);
    if (key !== current) {
      current = key;
      const [year = 0, month = 1, day = 1] = key.split('-').map(Number);
      entries.push({ type: 'day', key: `day:${key}`, label: labelOf(key, now), time: new Date(year, month - 1, day, 12).getTime() });
    }
    entries.push({ type: 'row', key: row.id, row });
  }
  return entries;
}

export type Ago = { unit: 'now' } | { unit: 'minutes' | 'hours' | 'days'; count: number } | { unit: 'date' };

/** How long ago `time` was: now (under a minute, or in the future), minutes, hours, days up to a week, else a date. */
export function timeAgo(time: number, now: number): Ago {
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return { unit: 'now' };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  if (minutes < 24 * 60) return { unit: 'hours', count: Math.floor(minutes / 60) };
  if (minutes < 7 * 24 * 60) return { unit: 'days', count: Math.floor(minutes / (24 * 60)) };
  return { unit: 'date' };
}
