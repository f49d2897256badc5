// GET /v1/profile/account/{name}, GET /v1/profile/reverse/{address} and
// GET /v1/profile/suggestions/{name}?zone=: the hosted service's answers from the name table.
// Unknown: `[]` with apiVersion=2, else 404. POST /v1/profile/account is name-register.mjs.
import { sendError, sendJson } from './http.mjs';
import { nameSuggestions, suggestionProblem, suggestionZone } from './name-suggestions.mjs';
import { isProfileAddress } from './names.mjs';

export const PROFILE_ACCOUNT_ROUTE = /^\/v1\/profile\/account\/([^/]+)$/;
export const PROFILE_REVERSE_ROUTE = /^\/v1\/profile\/reverse\/([^/]+)$/;
export const PROFILE_SUGGESTIONS_ROUTE = /^\/v1\/profile\/suggestions\/([^/]+)$/;

/** The decoded path segment, or undefined when its escapes are broken. */
function decoded(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

const wantsEmptyList = (url) => url.searchParams.get('apiVersion') === '2';

/** @param {ReturnType<import('./names.mjs').createNameTable>} names */
export function profileRoutes(names) {
  const answerAccount = (req, res, url, [, segment]) => {
    const name = decoded(segment)?.toLowerCase();
    const problem = name === undefined ? `Invalid name format: ${segment}` : names.problem(name);
    if (problem) return sendError(req, res, 400, 'name', problem);
    const entry = names.lookup(name);
    if (entry) return sendJson(req, res, 200, entry);
    if (wantsEmptyList(url)) return sendJson(req, res, 200, []);
    return sendError(req, res, 404, 'name', `Name is not found in the database: ${name}`);
  };

  const answerReverse = (req, res, url, [, segment]) => {
    const address = decoded(segment);
    if (!isProfileAddress(address)) return sendError(req, res, 400, 'address', `invalid address ${address ?? segment}`);
    const found = names.reverse(address);
    if (found.length > 0 || wantsEmptyList(url)) return sendJson(req, res, 200, found);
    return sendError(req, res, 404, 'address', 'No name for address is found');
  };

  const answerSuggestions = (req, res, url, [, segment]) => {
    const label = decoded(segment);
    const problem = label === undefined ? `Invalid name format: ${segment}` : suggestionProblem(label);
    if (problem) return sendError(req, res, 400, 'name', problem);
    const zone = suggestionZone(url.searchParams.get('zone'));
    if (!names.zones.includes(zone)) return sendError(req, res, 400, 'zone', `Name is not in the allowed zones: ${zone}`);
    return sendJson(req, res, 200, nameSuggestions({ label, zone, isRegistered: (name) => names.lookup(name) !== undefined }));
  };

  return [
    ['GET', PROFILE_ACCOUNT_ROUTE, answerAccount],
    ['GET', PROFILE_REVERSE_ROUTE, answerReverse],
    ['GET', PROFILE_SUGGESTIONS_ROUTE, answerSuggestions],
  ];
}
