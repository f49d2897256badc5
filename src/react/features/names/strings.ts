// English strings of Names (registering a name, smart sessions). The catalogue merges them
// statically; `satisfies` keeps every key the names rules return written here.
import type { NameInputProblem, NamesEligibility } from '../../../state/names';

type NamesRuleKey = NameInputProblem | Exclude<NamesEligibility, 'ok'>;

export const namesMessages = {
  'names.rule.characters': 'Use only letters, digits and hyphens',
  'names.rule.short': 'A name needs at least 4 characters',
  'names.rule.long': 'A name can have at most 64 characters',
  'names.unavailable.evmOnly': 'Names are for EVM networks. Switch to an EVM network to choose a name.',
  'names.unavailable.needsEmbedded': 'Names need an email or social account. Connect with email or a social login to choose a name.',
} as const satisfies Record<NamesRuleKey, string>;

/** The names views: titles, the field, availability, the signature wait, success and sessions. */
export const namesViewMessages = {
  'names.title': 'Choose your name',
  'names.success.title': 'Name registered',
  'names.sessions.title': 'App permissions',
  'names.label': 'Name',
  'names.intro': 'Pick a name others can send to instead of your address.',
  'names.fullName': 'Your name will be',
  'names.checking': 'Checking availability…',
  'names.available': 'Available',
  'names.taken': 'This name is taken',
  'names.suggestions': 'Try one of these',
  'names.checkFailed': 'Availability could not be checked',
  'names.checkAgain': 'Check again',
  'names.register': 'Register',
  'names.waiting': 'Sign in your account',
  'names.waitingHint': 'Confirm the name by signing the message.',
  'names.posting': 'Registering…',
  'names.rejectedTitle': 'Signature rejected',
  'names.failedTitle': 'The name was not registered',
  'names.retry': 'Retry',
  'names.success.isYours': 'is yours',
  'names.success.hint': 'Others can now send to this name.',
  'names.success.done': 'Done',
  'names.sessions.open': 'App permissions',
  'names.sessions.loading': 'Loading app permissions',
  'names.sessions.empty': 'No app has permissions',
  'names.sessions.failed': 'App permissions could not be loaded',
  'names.sessions.retry': 'Retry',
  'names.sessions.what': 'Can',
  'names.sessions.until': 'Until',
  'names.sessions.revoke': 'Revoke',
  'names.sessions.revokeApp': 'Revoke {app}',
  'names.sessions.revoking': 'Revoking…',
  'names.sessions.revokeRejected': 'Revoke was not signed',
  'names.sessions.revokeFailed': 'The permission was not revoked',
  'names.sessions.list': 'Apps with permissions',
} as const;
