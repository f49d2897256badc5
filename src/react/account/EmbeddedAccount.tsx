import { useSnapshot } from 'valtio';
import { AUTH_PROVIDER_NAMES, authState, switchEmbeddedAccountType, type EmbeddedUser } from '../../state/auth';
import { chainRules } from '../../state/chains/rules/registry';
import { connectorsState, findConnector } from '../../state/connection';
import { pushView } from '../../state/router';
import type { ChainNamespace } from '../../state/shared';
import { authStyles } from '../connect/auth/auth.styles';
import { useT, type Translate } from '../i18n/useT';
import { Button } from '../ui/Button';
import { useStyles } from '../ui/useStyles';

function signedIn(t: Translate, user: Readonly<EmbeddedUser>): string {
  if (user.provider === 'email') return t('auth.account.signedInWith', { email: user.email ?? '' });
  const provider = AUTH_PROVIDER_NAMES[user.provider];
  return user.username
    ? t('auth.account.signedInAs', { username: user.username, provider })
    : t('auth.account.signedInWithProvider', { provider });
}

/**
 * Account's section for an embedded account (the namespace is held by the auth connector): how
 * the visitor signed in and, on EVM networks, the account type with the switch to the other one,
 * and for a smart account its app permissions (SmartSessions).
 */
export function EmbeddedAccount({ namespace }: { namespace: ChainNamespace }) {
  useStyles(authStyles);
  const t = useT();
  const { user, accountType, switching } = useSnapshot(authState);
  const connectorId = useSnapshot(connectorsState).connectedIds[namespace];
  if (!user || !connectorId || findConnector(connectorId)?.type !== 'auth') return null;
  const smart = accountType === 'smartAccount';

  return (
    <section className="wm-auth-account" aria-label={t('auth.account.section')}>
      <p>{signedIn(t, user)}</p>
      {chainRules(namespace).accountTypes && (
        <>
          <dl>
            <dt>{t('auth.account.type')}</dt>
            <dd>{t(smart ? 'auth.account.smartAccount' : 'auth.account.eoa')}</dd>
          </dl>
          <Button block disabled={switching} aria-busy={switching || undefined} onClick={() => void switchEmbeddedAccountType()}>
            {t(smart ? 'auth.account.switchToEoa' : 'auth.account.switchToSmart')}
          </Button>
          {/* What apps the smart account gave permissions to (smart sessions), each revocable. */}
          {smart && (
            <Button block onClick={() => pushView('SmartSessions')}>
              {t('names.sessions.open')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
