// Applying the host's settings: parse, store, rebuild networks, report what was rejected.
import { syncNetworks } from './networks';
import { parseConfigObject, optionsState, setCustomNetworks, setSettingsLayer } from './settings';
import { emitStateEvent } from './modal';
import { parseSettings, type ConfigIssue, type SettingName } from './settings';

const issueKey = (issue: ConfigIssue) => `${issue.setting}|${issue.value}|${issue.reason}`;

function reportNewIssues(previous: readonly ConfigIssue[], next: readonly ConfigIssue[]) {
  const seen = new Set(previous.map(issueKey));
  for (const issue of next) {
    if (seen.has(issueKey(issue))) continue;
    emitStateEvent({
      type: 'error',
      code: 'InvalidConfiguration',
      messageKey: `config.reason.${issue.reason}`,
      detail: `${issue.setting}="${issue.value}" was ignored`,
    });
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
