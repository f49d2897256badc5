// GET /v1/profile/suggestions/{name}?zone=: as the hosted service answers it, the exact name in the
// zone first (with whether it is registered), then free variants (the label with digits or a suffix
// appended), five entries at most.
import { DEVNET_ZONES } from './names.mjs';

const MAX_SUGGESTIONS = 5;
const LABEL_FORMAT = /^[a-z0-9-]+$/;
const LABEL_MIN = 3;
const LABEL_MAX = 64;
const SUFFIXES = ['1', '2', '3', '-xyz', '-wm', '4', '5', '-dev', '7', '8', '9', '-eth', '42', '99', '2026', '-one'];

/** Why `label` cannot be suggested from (the hosted 400 description), or undefined. */
export function suggestionProblem(label) {
  if (typeof label !== 'string' || label.length < LABEL_MIN) return `Invalid name length: ${label}`;
  if (!LABEL_FORMAT.test(label)) return `Invalid name format: ${label}`;
  if (label.length > LABEL_MAX) return `Invalid name length: ${label}`;
  return undefined;
}

/**
 * The suggestions for `label` in `zone`: `{suggestions: [{name, registered}]}`.
 * @param {{label: string, zone: string, isRegistered: (name: string) => boolean}} options
 */
export function nameSuggestions({ label, zone, isRegistered }) {
  const exact = `${label}.${zone}`;
  const suggestions = [{ name: exact, registered: isRegistered(exact) }];
  for (const suffix of SUFFIXES) {
    if (suggestions.length === MAX_SUGGESTIONS) break;
    const candidate = `${label}${suffix}`;
    const name = `${candidate}.${zone}`;
    if (candidate.length <= LABEL_MAX && !isRegistered(name)) suggestions.push({ name, registered: false });
  }
  return { suggestions };
}

/** The zone a suggestions request asks for: `zone` when given, else the devnet's first. */
export const suggestionZone = (zone) => zone || DEVNET_ZONES[0];
