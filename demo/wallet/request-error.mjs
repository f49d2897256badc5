// The error a dapp receives as a request's response: an EIP-1193 code and a message.

/** An EIP-1193 error the dapp receives as the response. */
export class RequestError extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}
