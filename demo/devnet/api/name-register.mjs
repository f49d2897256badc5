// POST /v1/profile/account: registers a profile name as the hosted service does. The body is
// `{coin_type, address, message, signature}`; `message` is the JSON the account signed with
// personal_sign, `{name, attributes, timestamp}` (seconds). Checked in the hosted order: the message
// parses (422), the name's format, length and zone, the coin type (an EVM coin type of a devnet
// chain), availability, the timestamp (within 10 minutes of now, either way), the attributes, then
// the signature on that chain (401; EOA, ERC-1271 or ERC-6492). The name is stored with the address
// for the coin type and for 60, as the hosted service does; the answer is the stored entry.
import { isAddress } from 'viem';
import { readJson, sendError, sendJson } from './http.mjs';
import { attributesAreSupported, COIN_TYPE_EVM_MAINNET, evmChainIdOfCoinType } from './names.mjs';

export const PROFILE_REGISTER_ROUTE = /^\/v1\/profile\/account\/?$/;
/** How far the message's timestamp may be from now, in seconds, past or future. */
export const TIMESTAMP_WINDOW_S = 600;

class Refusal extends Error {
  constructor(status, field, description) {
    super(description);
    Object.assign(this, { status, field });
  }
}

/** The coin type as a number: the element sends a number, the hosted docs a decimal string. */
function coinTypeOf(value) {
  if (Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^[0-9]{1,10}$/.test(value)) return Number(value);
  throw new Refusal(400, 'coin_type', `Unsupported coin type: ${String(value).slice(0, 40)}`);
}

/** The signed payload `{name, attributes, timestamp}`; a 422 Refusal when it is not one. */
function payloadOf(message) {
  let payload;
  try {
    payload = JSON.parse(message);
  } catch (error) {
    throw new Refusal(422, '', `Deserialization error: ${error.message}`);
  }
  const { name, attributes, timestamp } = payload ?? {};
  if (typeof name !== 'string') throw new Refusal(422, '', 'Deserialization error: missing field `name`');
  if (!Number.isSafeInteger(timestamp) || timestamp < 0)
    throw new Refusal(422, '', 'Deserialization error: `timestamp` must be unix seconds');
  if (attributes !== undefined && attributes !== null && (typeof attributes !== 'object' || Array.isArray(attributes))) {
    throw new Refusal(422, '', 'Deserialization error: `attributes` must be an object');
  }
  return { name, attributes: attributes ?? {}, timestamp };
}

/**
 * @param {{names: ReturnType<import('./names.mjs').createNameTable>,
 *   signatures: ReturnType<import('./signatures.mjs').createSignatureVerifier>, now?: () => number}} options
 *   `now` in ms (Date.now by default).
 */
export function registerRoute({ names, signatures, now = Date.now }) {
  const register = async (body) => {
    if (typeof body !== 'object' || body === null) throw new Refusal(400, '', 'The body must be a JSON object');
    const { address, message, signature } = body;
    if (typeof message !== 'string') throw new Refusal(400, 'message', 'message must be a string');
    if (typeof signature !== 'string') throw new Refusal(400, 'signature', 'signature must be a string');
    const { name, attributes, timestamp } = payloadOf(message);
    // The hosted format is lower-case only: a name is registered exactly as it is signed.
    const problem = name !== name.toLowerCase() ? `Invalid name format: ${name}` : names.problem(name);
    if (problem) throw new Refusal(400, 'name', problem);
    const coinType = coinTypeOf(body.coin_type);
    const chainId = evmChainIdOfCoinType(coinType);
    if (!signatures.chainIds.includes(chainId)) throw new Refusal(400, 'coin_type', `Unsupported coin type: ${coinType}`);
    if (typeof address !== 'string' || !isAddress(address, { strict: false }))
      throw new Refusal(400, 'address', `Address format is not supported: ${String(address).slice(0, 100)}`);
    if (names.lookup(name)) throw new Refusal(400, 'name', `Name is already registered: ${name}`);
    if (Math.abs(timestamp - Math.floor(now() / 1000)) > TIMESTAMP_WINDOW_S)
      throw new Refusal(400, 'timestamp', `Signature UNIXTIME timestamp is too old: ${timestamp}`);
    if (!attributesAreSupported(attributes)) throw new Refusal(400, 'attributes', 'Unsupported name attribute in payload');
    if (!(await signatures.verify({ chainId, address, message, signature }))) {
      throw new Refusal(401, 'signature', 'Signature validation error: Signature verification error');
    }
    try {
      return names.add({ name, attributes, addresses: { [coinType]: address, [COIN_TYPE_EVM_MAINNET]: address } });
    } catch (error) {
      // Another registration of the same name won while this signature was being checked.
      if (error instanceof TypeError && /already registered/.test(error.message))
        throw new Refusal(400, 'name', `Name is already registered: ${name}`);
      throw error;
    }
  };

  const answer = async (req, res) => {
    try {
      sendJson(req, res, 200, await register(await readJson(req)));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      sendError(req, res, error.status, error.field, error.message);
    }
  };
  return ['POST', PROFILE_REGISTER_ROUTE, answer];
}
