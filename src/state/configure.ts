// Applying the host's settings: parse, store, rebuild networks, report what was rejected.
import { createError } from '../services/errors';
import { syncNetworks } from './chains';
import { parseConfigObject } from './config-object';
import { emitStateEvent } from './events';
import { parseSettings, type ConfigIssue, type SettingName } from './options-schema';
import { optionsState, setCustomNetworks, setSettingsLayer } from './options';

const issueKey = (issue: ConfigIssue) => `${issue.setting}|${issue.value}|${issue.reason}`;

function reportNewIssues(previous: readonly ConfigIssue[], next: readonly ConfigIssue[]) {
  const seen = new Set(previous.map(issueKey));
  for (const issue of next) {
    if (seen.has(issueKey(issue))) continue;
    const error = createError('InvalidConfigurationError', { message: `${issue.setting}="${issue.value}" was ignored` });
    emitStateEvent({ type: 'error', code: error.name, messageKey: error.messageKey, detail: error.message, reasonKey: `config.reason.${issue.reason}` });
  }
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
  const { settings, issues, customNetworks } = parseConfigObject(config, knownSettings);
  const previous = optionsState.issues.config;
  setCustomNetworks(customNetworks);
  setSettingsLayer('config', settings, issues);
  syncNetworks();
  reportNewIssues(previous, issues);
}
