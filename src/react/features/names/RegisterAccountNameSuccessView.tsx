import { useSnapshot } from 'valtio';
import { setHistory } from '../../../state/router';
import { namesState } from '../../../state/names';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { useStyles } from '../../ui/useStyles';
import { namesStyles } from './names.styles';

/** RegisterAccountNameSuccess: "{name} is yours"; Done goes to Account. */
export function RegisterAccountNameSuccessView() {
  useStyles(namesStyles);
  const t = useT();
  const { registered } = useSnapshot(namesState);
  return (
    <div className="wm-names wm-center">
      <p className="wm-message" role="status">
        <span className="wm-names-full" translate="no">
          {registered}
        </span>{' '}
        {t('names.success.isYours')}
      </p>
      <p className="wm-message wm-muted">{t('names.success.hint')}</p>
      <Button variant="primary" onClick={() => setHistory(['Account'])} data-autofocus>
        {t('names.success.done')}
      </Button>
    </div>
  );
}
