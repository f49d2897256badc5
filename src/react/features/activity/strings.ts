// English strings of Activity. The catalogue merges them statically (titles show before the
// chunk is in); `satisfies` keeps a string for every kind, status and day label the rules return.
import type { ActivityKind, DayLabel } from '../../../state/activity';

type ActivityRuleKey =
  | `activity.kind.${ActivityKind}`
  | `activity.day.${Exclude<DayLabel, 'date'>}`
  | `activity.status.${'pending' | 'confirmed' | 'failed' | 'replaced'}`;

export const activityMessages = {
  'activity.title': 'Activity',
  'activity.detailsTitle': 'Transaction',
  'activity.list': 'Transactions',
  'activity.loading': 'Loading transactions',
  'activity.loadingMore': 'Loading more transactions',
  'activity.empty': 'No transactions yet',
  'activity.emptyHint': 'Transactions of this account on {network} show here.',
  'activity.retry': 'Try again',
  'activity.day.today': 'Today',
  'activity.day.yesterday': 'Yesterday',
  'activity.kind.sent': 'Sent',
  'activity.kind.received': 'Received',
  'activity.kind.swapped': 'Swapped',
  'activity.kind.bought': 'Bought',
  'activity.kind.approved': 'Approved',
  'activity.kind.minted': 'Minted',
  'activity.kind.burned': 'Burned',
  'activity.kind.deployed': 'Contract deployment',
  'activity.kind.executed': 'Contract call',
  'activity.kind.failed': 'Failed',
  'activity.status.pending': 'Pending',
  'activity.status.confirmed': 'Confirmed',
  'activity.status.failed': 'Failed',
  'activity.status.replaced': 'Replaced',
  'activity.to': 'to',
  'activity.from': 'from',
  'activity.nft': 'NFT',
  'activity.time.now': 'Just now',
  'activity.time.minutes': '{count, plural, one {# min ago} other {# min ago}}',
  'activity.time.hours': '{count, plural, one {# h ago} other {# h ago}}',
  'activity.time.days': '{count, plural, one {# d ago} other {# d ago}}',
  'activity.details.status': 'Status',
  'activity.details.date': 'Date',
  'activity.details.network': 'Network',
  'activity.details.transfers': 'Transfers',
  'activity.details.from': 'From',
  'activity.details.to': 'To',
  'activity.details.hash': 'Transaction hash',
  'activity.details.explorer': 'View on block explorer',
  'activity.details.missing': 'This transaction is no longer in the list.',
} as const satisfies Record<ActivityRuleKey, string> & Record<string, string>;
