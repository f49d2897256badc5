// RegisterAccountName's state (SPEC §4): the name as typed, checked against the rule at once and
// against the service 300 ms after the last keystroke (the latest answer wins), the suggestions
// when it is taken, and the registration: the embedded account signs the message, the service
// stores it, then RegisterAccountNameSuccess. A rejection or a refusal stays on
// RegisterAccountName with its message and the name kept.
import { featureChunks } from '../chunks/features';
import { serviceRefusal } from '../../services/blockchain-api';
import { createError } from '../../services/errors';
import { nameCoinType } from '../account/rules/names';
import { blockchainApi } from '../blockchain-api';
import { emitStateEvent, reportError } from '../events';
import { withChunk } from '../chunks';
import { currentView, setHistory } from '../router';
import { optionsState } from '../settings';
import { namesAccount } from './names-account';
import { checkNameInput, fullName, labelOf, registrationMessage } from './rules/name-input';
import { personalSign } from './sign';
import { defineProxySlice, defineTask, defineTimer } from '../shared';

/** How long after the last keystroke availability is asked. */
export const NAME_CHECK_DELAY_MS = 300;

export type NameAvailability =
  | { status: 'idle' }
  | { status: 'checking'; label: string }
  | { status: 'available'; label: string }
  | { status: 'taken'; label: string; suggestions: string[] }
  | { status: 'failed'; label: string; messageKey: string };

export interface NameSubmit {
  status: 'idle' | 'signing' | 'posting' | 'rejected' | 'failed';
  /** i18n key of the failure. */
  messageKey?: string;
  /** The service's own words for a refusal (data: shown as is, `translate="no"`). */
  detail?: string;
}

export interface NamesState {
  typed: string;
  availability: NameAvailability;
  submit: NameSubmit;
  /** The name registered last (RegisterAccountNameSuccess shows it). */
  registered?: string;
}

export const namesState = defineProxySlice<NamesState>({
  name: 'names/register',
  initial: () => ({ typed: '', availability: { status: 'idle' }, submit: { status: 'idle' } }),
});

const typing = defineTimer('names/typing');
/** The availability check in flight: typing again or leaving supersedes it (and aborts its request). */
const checking = defineTask('names/checking');

function stopChecking() {
  typing.clear();
  checking.cancel();
}

/** The zone names are registered in (the `name-zone` setting). */
const nameZone = () => optionsState.options.nameZone;

async function checkAvailability(label: string) {
  const run = checking.start();
  const zone = nameZone();
  try {
    const suggestions = await run.step(blockchainApi().fetchNameSuggestions(label, zone, run.signal));
    const exact = suggestions.find((entry) => entry.name === fullName(label, zone));
    const others = suggestions
      .filter((entry) => entry !== exact && !entry.registered)
      .map((entry) => labelOf(entry.name, zone))
      .filter((free): free is string => free !== undefined);
    namesState.availability = exact?.registered ? { status: 'taken', label, suggestions: others } : { status: 'available', label };
  } catch (error) {
    if (!run.isCurrent()) return;
    namesState.availability = { status: 'failed', label, messageKey: reportError(error, 'RegisterAccountName').messageKey };
  }
}

/** The visitor typed: the rule at once, the service after a pause; a previous failure is cleared. */
export function setNameInput(typed: string) {
  stopChecking();
  namesState.typed = typed;
  if (namesState.submit.status === 'rejected' || namesState.submit.status === 'failed') namesState.submit = { status: 'idle' };
  const { label, problem } = checkNameInput(typed);
  if (label === '' || problem) {
    namesState.availability = { status: 'idle' };
    return;
  }
  namesState.availability = { status: 'checking', label };
  typing.set(() => void checkAvailability(label), NAME_CHECK_DELAY_MS);
}

/** Asks the service again for the typed name (after a failed check). */
export function recheckName() {
  setNameInput(namesState.typed);
}

/** The registration in flight: leaving the view supersedes it. */
const registering = defineTask('names/registering');

/** Signs and registers the typed name for the embedded account; RegisterAccountNameSuccess on success. */
export async function registerAccountName(): Promise<void> {
  const account = namesAccount();
  const { label, problem } = checkNameInput(namesState.typed);
  if (account.eligibility !== 'ok' || !account.address || account.chainId === undefined) {
    namesState.submit = {
      status: 'failed',
      messageKey: reportError(createError('AuthConnectorNotFoundError'), 'RegisterAccountName').messageKey,
    };
    return;
  }
  if (label === '' || problem || namesState.availability.status === 'taken') return;
  const run = registering.start();
  const name = fullName(label, nameZone());
  namesState.submit = { status: 'signing' };
  try {
    const coinType = nameCoinType(account.chainId);
    const message = registrationMessage(name, Date.now());
    const signature = await run.step(personalSign(message, account.address));
    namesState.submit = { status: 'posting' };
    const registered = await blockchainApi().registerName({ coinType, address: account.address, message, signature });
    emitStateEvent({
      type: 'transaction',
      hash: '',
      caipNetworkId: account.caipNetworkId,
      kind: 'name',
      status: 'confirmed',
      name: registered,
    });
    const { address } = account;
    withChunk(featureChunks.balances, ({ refreshIdentity }) => refreshIdentity(address));
    // The name is registered (and announced) even when the visitor left meanwhile.
    if (!run.isCurrent()) return;
    stopChecking();
    Object.assign(namesState, { typed: '', availability: { status: 'idle' }, submit: { status: 'idle' }, registered });
    if (currentView() === 'RegisterAccountName') setHistory(['Account', 'RegisterAccountNameSuccess']);
  } catch (error) {
    if (!run.isCurrent()) return;
    const reported = reportError(error, 'RegisterAccountName');
    namesState.submit = {
      status: reported.userRejected ? 'rejected' : 'failed',
      messageKey: reported.messageKey,
      detail: serviceRefusal(error),
    };
  }
}

/** The visitor left RegisterAccountName: a late answer moves nothing, the field starts afresh next time. */
export function leaveRegisterAccountName() {
  registering.cancel();
  stopChecking();
  Object.assign(namesState, { typed: '', availability: { status: 'idle' }, submit: { status: 'idle' } });
}

/** The feature is unavailable for this account (a browser wallet, a Solana network): `error` with AuthConnectorNotFoundError. */
export function reportNamesUnavailable() {
  reportError(createError('AuthConnectorNotFoundError'), 'RegisterAccountName');
}
