// Activity from nothing: no list, nothing tracked, no timer (tests start here).
import { resetCounterpartyNames } from './counterparty-names';
import { resetHistory } from './history';
import { resetPending } from './pending';

export function resetActivity() {
  resetHistory();
  resetPending();
  resetCounterpartyNames();
}
