// The name field as the visitor types it (SPEC §5): letters, digits and hyphen, at least 4
// characters, lower-cased (the service registers names lower-case only), and the message the
// account signs to register it. Pure: no valtio, no DOM.
import { validateName } from '../../account/rules/names';

/** The least a label may have (SPEC §5). */
export const NAME_MIN_LENGTH = 4;
/** The most a label may have (the service's limit). */
export const NAME_MAX_LENGTH = 64;

/** Why a typed label cannot be registered, as an i18n key. */
export type NameInputProblem = 'names.rule.characters' | 'names.rule.short' | 'names.rule.long';

export interface NameInput {
  /** What is checked and registered: the typed text, trimmed and lower-cased. */
  label: string;
  /** Undefined when the label follows the rule (an empty field has no problem to show yet). */
  problem?: NameInputProblem;
}

/** The typed text checked against the rule; characters come before length, so `a b` says which is wrong. */
export function checkNameInput(typed: string): NameInput {
  const label = typed.trim().toLowerCase();
  if (label === '') return { label };
  if (!/^[a-z0-9-]*$/.test(label)) return { label, problem: 'names.rule.characters' };
  if (label.length > NAME_MAX_LENGTH) return { label, problem: 'names.rule.long' };
  if (!validateName(label)) return { label, problem: 'names.rule.short' };
  return { label };
}

/** The full name of `label` in `zone`: `bob.reown.id`. */
export const fullName = (label: string, zone: string) => `${label}.${zone}`;

/** The label of a full name in `zone`, or undefined when it is in another zone. */
export function labelOf(name: string, zone: string): string | undefined {
  const suffix = `.${zone}`;
  return name.endsWith(suffix) && name.length > suffix.length ? name.slice(0, -suffix.length) : undefined;
}

/** The message the account signs to register `name` (the hosted format): `{name, attributes: {}, timestamp}` in seconds. */
export function registrationMessage(name: string, nowMs: number): string {
  return JSON.stringify({ name, attributes: {}, timestamp: Math.floor(nowMs / 1000) });
}
