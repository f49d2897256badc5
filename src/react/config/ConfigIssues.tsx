import { useSnapshot } from 'valtio';
import { optionsState } from '../../state/settings';
import type { MessageKey } from '../i18n/catalogue';
import { useT } from '../i18n/useT';

/** With `debug`, the settings that were rejected and why. */
export function ConfigIssues() {
  const t = useT();
  const { issues, options } = useSnapshot(optionsState);
  const all = [...issues.config, ...issues.attributes];
  if (!options.debug || all.length === 0) return null;
  return (
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
  );
}
