import { useEffect, type CSSProperties } from 'react';
import { useSnapshot, type Snapshot } from 'valtio';
import {
  counterpartyNames,
  lookupCounterpartyName,
  timeAgo,
  transferQuantity,
  type ActivityKind,
  type ActivityRow,
  type SelectedTransaction,
} from '../../../state/activity';
import type { Translate } from '../../i18n/useT';
import { shortenAddress } from '../../ui/format';
import { ListItem } from '../../ui/ListItem';
import { WalletIcon } from '../../ui/WalletIcon';

/** "5 min ago", "Just now"; a date (data, not a catalogue string) past a week. */
function Ago({ t, time, now, lang }: { t: Translate; time: number; now: number; lang: string }) {
  const ago = timeAgo(time, now);
  const dateTime = new Date(time).toISOString();
  if (ago.unit === 'date') {
    const date = new Intl.DateTimeFormat(lang, { month: 'short', day: 'numeric' }).format(time);
    return (
      <time className="wm-muted wm-activity-time" dateTime={dateTime} translate="no">
        {date}
      </time>
    );
  }
  const text = ago.unit === 'now' ? t('activity.time.now') : t(`activity.time.${ago.unit}`, { count: ago.count });
  return (
    <time className="wm-muted wm-activity-time" dateTime={dateTime}>
      {text}
    </time>
  );
}

const SIGN: Record<string, string> = { in: '+', out: '−', self: '' };

/** The amount a row shows, signed by direction ("−12.5 dUSDC"), in `lang`'s number format; an NFT by name. */
export function amountText(row: Snapshot<ActivityRow>, lang: string): string | undefined {
  const transfer = row.transfer;
  if (!transfer) return undefined;
  if (transfer.isNft) return transfer.name;
  return `${SIGN[transfer.direction] ?? ''}${transferQuantity(transfer, lang)} ${transfer.symbol ?? ''}`.trim();
}

/** What a row that moves no token shows instead of a token's icon: its kind's mark (code brackets for a deployment, a check for an approval, a cross for a failure, an arrow for any other call). */
const KIND_MARKS: Partial<Record<ActivityKind, string>> = {
  deployed: 'm9 7-5 5 5 5m6-10 5 5-5 5',
  approved: 'm5 12 5 5 9-10',
  failed: 'M7 7l10 10M17 7 7 17',
};
const CALL_MARK = 'M5 12h14m-5-5 5 5-5 5';

/** A row's kind, drawn inline (no request): a deployment, an approval or a call has no token of its own. */
function KindIcon({ kind }: { kind: ActivityKind }) {
  return (
    <span className="wm-activity-icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="20" height="20">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d={KIND_MARKS[kind] ?? CALL_MARK}
        />
      </svg>
    </span>
  );
}

interface RowProps {
  row: Snapshot<ActivityRow>;
  /** The row's place in the virtual list. */
  position: { index: number; count: number; style: CSSProperties };
  t: Translate;
  now: number;
  lang: string;
  onOpen(row: SelectedTransaction): void;
}

/** One transaction: what happened, to or from whom, its amount, when, and its status unless confirmed. */
export function ActivityRowItem({ row, position, t, now, lang, onOpen }: RowProps) {
  const incoming = row.kind === 'received' || row.kind === 'minted' || row.kind === 'bought';
  const amount = amountText(row, lang);
  const showStatus = row.status !== 'confirmed' && row.kind !== 'failed';
  const { counterparty } = row;
  const { byAddress } = useSnapshot(counterpartyNames);
  const name = counterparty ? byAddress[counterparty.toLowerCase()] : undefined;
  useEffect(() => {
    if (counterparty) void lookupCounterpartyName(counterparty);
  }, [counterparty]);
  return (
    // The spaces between the parts keep the button's accessible name readable ("Sent Pending to 0x12…ab −1 ETH Just now").
    <ListItem
      rowClassName="wm-activity-item"
      position={position}
      className="wm-activity-row"
      data-status={row.status}
      onClick={() => onOpen(row)}
    >
      {row.transfer ? (
        <WalletIcon name={row.transfer.symbol ?? row.transfer.name ?? '?'} src={row.transfer.iconUrl} size={36} />
      ) : (
        <KindIcon kind={row.kind} />
      )}
      <span className="wm-activity-main">
        <span className="wm-activity-kind">
          {t(`activity.kind.${row.kind}`)}
          {showStatus && ' '}
          {showStatus && (
            <span className={`wm-activity-status wm-activity-status--${row.status}`}>{t(`activity.status.${row.status}`)}</span>
          )}
        </span>{' '}
        {counterparty && (
          <span className="wm-muted wm-activity-party">
            {t(incoming ? 'activity.from' : 'activity.to')}{' '}
            <span translate="no" dir={name ? 'auto' : 'ltr'} title={name ? counterparty : undefined}>
              {name ?? shortenAddress(counterparty)}
            </span>
          </span>
        )}
      </span>{' '}
      <span className="wm-activity-side">
        {amount && (
          <span className="wm-activity-amount" translate="no">
            {amount}
          </span>
        )}{' '}
        <Ago t={t} time={row.time} now={now} lang={lang} />
      </span>
    </ListItem>
  );
}
