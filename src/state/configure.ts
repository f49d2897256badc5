// Applying the host's settings: parse, store, rebuild networks, report what was rejected.
import { createError } from '../services/errors';
import { setSiwxAdapter, type SiwxAdapterInput } from './account';
import { syncNetworks } from './networks';
import { emitStateEvent, type StateEvent } from './events';
import {
  optionsState,
  parseConfigObject,
  parseHostMessages,
  parseSettings,
  setCustomNetworks,
  setHostMessages,
  setSettingsLayer,
  setSwapRouters,
  type ConfigIssue,
  type SettingName,
} from './settings';

const issueKey = (issue: ConfigIssue) => `${issue.setting}|${issue.value}|${issue.reason}`;

/** The issues in `next` not already in `previous`: each ignored value is reported once. */
export function newIssues(previous: readonly ConfigIssue[], next: readonly ConfigIssue[]): ConfigIssue[] {
  const seen = new Set(previous.map(issueKey));
  return next.filter((issue) => !seen.has(issueKey(issue)));
}

/** The `error` an ignored value is reported with: InvalidConfigurationError, saying which value and why. */
export function configErrorEvent(issue: ConfigIssue): Extract<StateEvent, { type: 'error' }> {
  const error = createError('InvalidConfigurationError', { message: `${issue.setting}="${issue.value}" was ignored` });
  return {
    type: 'error',
    code: error.name,
    messageKey: error.messageKey,
    detail: error.message,
    reasonKey: `config.reason.${issue.reason}`,
  };
}

function reportNewIssues(previous: readonly ConfigIssue[], next: readonly ConfigIssue[]) {
  for (const issue of newIssues(previous, next)) emitStateEvent(configErrorEvent(issue));
}

/** The element's attributes changed: `raw` holds every setting attribute's current value. */
export function applyAttributeSettings(raw: Partial<Record<SettingName, string | null>>) {
  const { settings, issues } = parseSettings(raw);
  const previous = optionsState.issues.attributes;
  setSettingsLayer('attributes', settings, issues);
  syncNetworks();
  reportNewIssues(previous, issues);
}

/** The host set the `config` property. */
export function applyConfigObject(config: unknown, knownSettings: readonly SettingName[]) {
  const { settings, issues, customNetworks, messages, swapRouters } = parseConfigObject(config, knownSettings);
  const previous = optionsState.issues.config;
  setCustomNetworks(customNetworks);
  setSwapRouters(swapRouters);
  // The sign-in adapter is the host's code, kept as given (the flow checks its shape when it runs).
  setSiwxAdapter((config as { siwx?: SiwxAdapterInput } | null)?.siwx);
  setHostMessages('config', messages);
  setSettingsLayer('config', settings, issues);
  syncNetworks();
  reportNewIssues(previous, issues);
}

/** The host set the element's `messages` property: its strings per locale win over `config.messages`; bad entries are reported. */
export function applyHostMessages(value: unknown) {
  const { messages, issues } = parseHostMessages(value);
  setHostMessages('element', messages);
  reportNewIssues([], issues);
}
