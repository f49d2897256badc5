import { errorCatalogue, type ErrorName, type RefinedMessageKey } from './catalogue';

type Entry<N extends ErrorName> = (typeof errorCatalogue)[N];

export interface ErrorOptions {
  /** Replaces the catalogue's developer message (e.g. to add a status or a server's words). */
  message?: string;
  cause?: unknown;
  /** A more specific UI message than the catalogue's for this case (the error keeps its name and code). */
  messageKey?: RefinedMessageKey;
}

/** An error the product names: `name` says what happened, `code` is stable, `messageKey` is what the UI shows. */
export class WalletModalError<N extends ErrorName = ErrorName> extends Error {
  override readonly name: N;
  readonly code: Entry<N>['code'];
  readonly messageKey: Entry<N>['messageKey'] | RefinedMessageKey;

  constructor(name: N, options: ErrorOptions = {}) {
    const entry: Entry<N> = errorCatalogue[name];
    super(options.message ?? entry.message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = name;
    this.code = entry.code;
    this.messageKey = options.messageKey ?? entry.messageKey;
  }
}

/** Creates the named catalogue error; the one way errors are made outside the subclasses below. */
export function createError<N extends ErrorName>(name: N, options?: ErrorOptions): WalletModalError<N> {
  return new WalletModalError(name, options);
}

/** True for a catalogue error, optionally of one of the given names. */
export function isWalletModalError<N extends ErrorName>(error: unknown, ...names: N[]): error is WalletModalError<N> {
  if (!(error instanceof WalletModalError)) return false;
  return names.length === 0 || (names as ErrorName[]).includes(error.name);
}

export interface HttpErrorDetails {
  status: number;
  url: string;
  /** The `message` (or `error`) field of a JSON error body, if the server sent one (server text: never in `message`). */
  serverMessage: string | undefined;
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  body: unknown;
}

/** A non-2xx answer, after any retries. */
export class HttpError extends WalletModalError<'HttpError'> {
  readonly status: number;
  readonly url: string;
  readonly serverMessage: string | undefined;
  readonly body: unknown;

  constructor(details: HttpErrorDetails, options: ErrorOptions = {}) {
    // The server's own words stay out of the message, which reaches the host's `error` event.
    super('HttpError', { message: `HTTP ${details.status}`, ...options });
    this.status = details.status;
    this.url = details.url;
    this.serverMessage = details.serverMessage;
    this.body = details.body;
  }
}
