import { expect } from 'chai';
import { dayKey, groupByDay, timeAgo } from '../../../../../src/state/activity/rules/days';

const at = (year: number, month: number, day: number, hour = 12, minute = 0) => new Date(year, month - 1, day, hour, minute).getTime();

describe('Activity rows by day', () => {
  const now = at(2026, 11, 24, 10);

  it('heads each day once: Today, Yesterday, then dates, in the visitor’s time zone', () => {
    const rows = [
      { id: 'a', time: at(2026, 11, 24, 9) },
      { id: 'b', time: at(2026, 11, 24, 0, 1) },
      { id: 'c', time: at(2026, 11, 23, 23, 59) },
      { id: 'd', time: at(2026, 11, 20) },
      { id: 'e', time: at(2025, 12, 31) },
    ];
    const entries = groupByDay(rows, now);
    expect(entries.map((entry) => (entry.type === 'day' ? `${entry.label}:${entry.key}` : entry.key))).to.deep.equal([
      'today:day:2026-11-24',
      'a',
      'b',
      'yesterday:day:2026-11-23',
      'c',
      'date:day:2026-11-20',
      'd',
      'date:day:2025-12-31',
      'e',
    ]);
    const day = entries.find((entry) => entry.key === 'day:2026-11-20');
    expect(day?.type === 'day' && dayKey(day.time)).to.equal('2026-11-20');
  });

  it('knows yesterday across a month and a year boundary', () => {
    const [first] = groupByDay([{ id: 'x', time: at(2025, 12, 31, 8) }], at(2026, 1, 1, 8));
    expect(first?.type === 'day' && first.label).to.equal('yesterday');
  });

  it('has no headings for no rows', () => {
    expect(groupByDay([], now)).to.deep.equal([]);
  });

  it('says how long ago: now, minutes, hours, days within a week, else a date', () => {
    expect(timeAgo(now - 30_000, now)).to.deep.equal({ unit: 'now' });
    expect(timeAgo(now + 60_000, now)).to.deep.equal({ unit: 'now' });
    expect(timeAgo(now - 5 * 60_000, now)).to.deep.equal({ unit: 'minutes', count: 5 });
    expect(timeAgo(now - 3 * 3_600_000, now)).to.deep.equal({ unit: 'hours', count: 3 });
    expect(timeAgo(now - 2 * 86_400_000, now)).to.deep.equal({ unit: 'days', count: 2 });
    expect(timeAgo(now - 8 * 86_400_000, now)).to.deep.equal({ unit: 'date' });
  });
});
