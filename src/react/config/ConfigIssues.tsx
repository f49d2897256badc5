import { useSnapshot } from 'valtio';
import { hostedState } from '../../state/hosted';
import { optionsState } from '../../state/settings';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/useT';

/** With `debug`: an invalid app configuration (the origin off the project's allowlist, analytics' 403). */
function InvalidAppConfiguration() {
  const t = useT();
  const { blockedOrigin, analyticsForbidden } = useSnapshot(hostedState);
  if (!blockedOrigin && !analyticsForbidden) return null;
  return (
    <div className="wm-alert" role="alert">
      <h3>{t('config.invalidApp.title')}</h3>
      <ul>
        {blockedOrigin && <li>{t('config.invalidApp.origin', { origin: blockedOrigin })}</li>}
        {analyticsForbidden && <li>{t('config.invalidApp.analytics')}</li>}
      </ul>
    </div>
  );
}

/** With `debug`, the settings that were rejected and why, and an invalid app configuration. */
export function ConfigIssues() {
  const t = useT();
  const { issues, options } = useSnapshot(optionsState);
  const all = [...issues.config, ...issues.attributes];
  if (!options.debug) return null;
  return (
    <>
      <InvalidAppConfiguration />
      {all.length > 0 && (
        <div className="wm-alert" role="alert">
          <h3>{t('config.title')}</h3>
          <ul>
            {all.map((issue) => (
              <li key={`${issue.setting}:${issue.value}`}>
                {t('config.ignored', {
                  setting: issue.setting,
                  value: issue.value,
                  reason: t(`config.reason.${issue.reason}` as MessageKey),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
