// What the host hears about (`error` and `transaction` events), from any state folder.
export { emitStateEvent, onStateEvent, reportError, submitOutcome, type ReportedError, type StateEvent } from './events';
