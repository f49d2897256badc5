// Names: the public face. Registering a name for the embedded account (the field, its checks
// and the signed registration) and the smart account's sessions. Only the names views import
// it (it loads with their chunk).
export {
  checkNameInput,
  fullName,
  labelOf,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  registrationMessage,
  type NameInput,
  type NameInputProblem,
} from './rules/name-input';
export { namesEligibility, type NamesAccount, type NamesEligibility } from './rules/eligibility';
export { namesAccount, type NamesAccountView, type NamesSources, selectNamesAccount } from './names-account';
export {
  leaveRegisterAccountName,
  NAME_CHECK_DELAY_MS,
  namesState,
  recheckName,
  registerAccountName,
  reportNamesUnavailable,
  setNameInput,
  type NameAvailability,
  type NamesState,
  type NameSubmit,
} from './register';
export { activeSessions, loadSessions, revokeSession, sessionsState, type SessionsState } from './sessions';
export type { SmartSession } from '../../services/blockchain-api';
