import { useSnapshot } from 'valtio';
import { accountState, signInState } from '../../state/account';
import { activeNetwork, chainsState } from '../../state/networks';
import { optionsState } from '../../state/settings';
import { cancelSignIn, signIn, signInPolicy } from '../../state/siwx';
import { useT, useTranslateKey } from '../i18n/useT';
import { Button } from '../ui/Button';
import { useStyles } from '../ui/useStyles';
import { siwxStyles } from './siwx.styles';

/** SiwxSignIn: the site asks the connected account to sign in (EIP-4361): what it is, Sign in, Cancel; a failure and Retry. */
export function SiwxSignInView() {
  useStyles(siwxStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const { status, checking, errorKey } = useSnapshot(signInState);
  const { activeCaipNetworkId } = useSnapshot(chainsState);
  const { byNamespace } = useSnapshot(accountState);
  // The settings it reads (`signin`), for a re-render when they change.
  useSnapshot(optionsState);
  const { required } = signInPolicy();
  const network = activeNetwork();
  const address = byNamespace[activeCaipNetworkId.split(':')[0] as keyof typeof byNamespace]?.address ?? '';
  const site = globalThis.location.host;
  const busy = checking || status === 'signing';

  return (
    <div className="wm-siwx">
      <p className="wm-message">{t('siwx.intro', { site })}</p>
      <dl className="wm-siwx-facts">
        <dt>{t('siwx.site')}</dt>
        <dd translate="no">{site}</dd>
        <dt>{t('siwx.account')}</dt>
        <dd translate="no">{address}</dd>
        <dt>{t('siwx.network')}</dt>
        <dd translate="no">{network?.name ?? activeCaipNetworkId}</dd>
      </dl>
      <p className="wm-message wm-muted">{t('siwx.explain')}</p>
      {required && <p className="wm-message wm-muted">{t('siwx.cancelDisconnects')}</p>}
      <div role="status">
        {checking && <p className="wm-message">{t('siwx.checking')}</p>}
        {status === 'signing' && <p className="wm-message">{t('siwx.waiting')}</p>}
      </div>
      {errorKey && !busy && (
        <div role="alert">
          <p className="wm-message">
            <strong>{t('siwx.failedTitle')}</strong>
          </p>
          <p className="wm-error-text">{translateKey(errorKey)}</p>
        </div>
      )}
      <div className="wm-siwx-actions">
        <Button onClick={() => void cancelSignIn()}>{t('siwx.cancel')}</Button>
        <Button variant="primary" data-autofocus disabled={busy} accessibleWhenDisabled onClick={() => !busy && void signIn()}>
          {errorKey && !busy ? t('ui.retry') : t('siwx.signIn')}
        </Button>
      </div>
    </div>
  );
}
