import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { activeSessions, loadSessions, revokeSession, sessionsState, type SmartSession } from '../../../state/names';
import { optionsState } from '../../../state/settings';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { WalletIcon } from '../../ui/WalletIcon';
import { useStyles } from '../../ui/useStyles';
import { namesStyles } from './names.styles';
import { NamesUnavailable } from './NamesUnavailable';
import { useNamesAccount } from './useNamesAccount';

function SessionItem({ session, lang }: { session: SmartSession; lang: string }) {
  const t = useT();
  const translateKey = useTranslateKey();
  const { revoking, revokeFailure } = useSnapshot(sessionsState);
  const until = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(session.expiresAt);
  const failure = revokeFailure?.pci === session.pci ? revokeFailure : undefined;
  const headingId = `wm-session-${session.pci}`;
  return (
    <li className="wm-names-session" aria-labelledby={headingId}>
      <h3 id={headingId} translate="no">
        <WalletIcon name={session.projectName} src={session.iconUrl} size={20} /> {session.projectName}
      </h3>
      {session.projectUrl && (
        <span className="wm-muted" translate="no">
          {session.projectUrl}
        </span>
      )}
      <dl>
        <dt>{t('names.sessions.what')}</dt>
        <dd translate="no">
          {session.permissions
            .map((permission) => (permission.summary ? `${permission.type} (${permission.summary})` : permission.type))
            .join('; ')}
        </dd>
        <dt>{t('names.sessions.until')}</dt>
        <dd>{until}</dd>
      </dl>
      {failure && (
        <div role="alert">
          <p className="wm-message">
            <strong>{t(failure.rejected ? 'names.sessions.revokeRejected' : 'names.sessions.revokeFailed')}</strong>
          </p>
          <p className="wm-error-text">{translateKey(failure.messageKey)}</p>
          {failure.detail && (
            <p className="wm-error-text" translate="no">
              {failure.detail}
            </p>
          )}
        </div>
      )}
      <Button
        aria-label={t('names.sessions.revokeApp', { app: session.projectName })}
        disabled={revoking !== undefined}
        onClick={() => void revokeSession(session.pci)}
      >
        {revoking === session.pci ? t('names.sessions.revoking') : t('names.sessions.revoke')}
      </Button>
    </li>
  );
}

/** SmartSessions ("App permissions"): the apps the smart account gave permissions to, what and until when, each with Revoke. */
export function SmartSessionsView() {
  useStyles(namesStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const account = useNamesAccount();
  const { status, sessions, messageKey } = useSnapshot(sessionsState);
  const { options } = useSnapshot(optionsState);
  const key = account.smartAccount ? `${account.caipNetworkId}:${account.address ?? ''}` : undefined;
  useEffect(() => {
    if (key) void loadSessions();
  }, [key]);
  if (account.eligibility !== 'ok') return <NamesUnavailable reason={account.eligibility} />;

  if (status === 'failed') {
    return (
      <div className="wm-center" role="alert">
        <p className="wm-message">
          <strong>{t('names.sessions.failed')}</strong>
        </p>
        <p className="wm-error-text">{translateKey(messageKey)}</p>
        <Button onClick={() => void loadSessions()}>{t('names.sessions.retry')}</Button>
      </div>
    );
  }
  const shown = activeSessions(sessions, Date.now());
  if (status !== 'ready' && shown.length === 0)
    return (
      <p className="wm-center wm-muted" role="status">
        {t('names.sessions.loading')}
      </p>
    );
  if (shown.length === 0)
    return (
      <p className="wm-center wm-message" role="status">
        {t('names.sessions.empty')}
      </p>
    );
  return (
    <ul className="wm-names-sessions" aria-label={t('names.sessions.list')}>
      {shown.map((session) => (
        <SessionItem key={session.pci} session={session} lang={options.lang} />
      ))}
    </ul>
  );
}
