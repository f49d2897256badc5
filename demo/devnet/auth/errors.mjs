// The auth service's refusals: an error code of the service's JSON API and a message, which the
// secure-site frame (sdk/) passes on as its `_ERROR` message. Shared by the service and the frame's bundle.

/** An error with the service's integer `code` (4000 bad input, 4010 wrong code, 4100 not signed in, …). */
export class AuthError extends Error {
  /** @param {number} code  @param {string} message */
  constructor(code, message) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}

/** The HTTP status the service answers an AuthError with. */
export function httpStatusOf(code) {
  return { 4000: 400, 4010: 400, 4011: 400, 4012: 400, 4040: 404, 4100: 401, 4290: 429 }[code] ?? 400;
}
