import { useEffect, useId } from 'react';
import { useSnapshot } from 'valtio';
import { pushView } from '../../../state/router';
import { optionsState } from '../../../state/settings';
import {
  checkNameInput,
  fullName,
  leaveRegisterAccountName,
  NAME_MAX_LENGTH,
  namesState,
  recheckName,
  registerAccountName,
  setNameInput,
} from '../../../state/names';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { Field, FieldMessage, Input } from '../../ui/Field';
import { useStyles } from '../../ui/useStyles';
import { namesStyles } from './names.styles';
import { NamesUnavailable } from './NamesUnavailable';
import { useNamesAccount } from './useNamesAccount';

/** RegisterAccountName: the name field (the rule as typed, availability, suggestions), Register (signed), and App permissions for a smart account. */
export function RegisterAccountNameView() {
  useStyles(namesStyles);
  const t = useT();
  const translateKey = useTranslateKey();
  const account = useNamesAccount();
  const { typed, availability, submit } = useSnapshot(namesState);
  const { nameZone } = useSnapshot(optionsState).options;
  const suggestionsId = useId();
  useEffect(() => leaveRegisterAccountName, []);
  if (account.eligibility !== 'ok') return <NamesUnavailable reason={account.eligibility} />;

  const { label, problem } = checkNameInput(typed);
  const busy = submit.status === 'signing' || submit.status === 'posting';
  const failed = submit.status === 'rejected' || submit.status === 'failed';
  const canRegister = label !== '' && !problem && availability.status === 'available' && availability.label === label && !busy;

  return (
    <form
      className="wm-names"
      onSubmit={(event) => {
        event.preventDefault();
        if (canRegister) void registerAccountName();
      }}
    >
      <p className="wm-message wm-muted">{t('names.intro')}</p>
      <Field className="wm-names-field" label={t('names.label')} invalid={Boolean(problem)} hasMessage>
        <Input
          className="wm-names-input"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          maxLength={NAME_MAX_LENGTH + 8}
          value={typed}
          translate="no"
          disabled={busy}
          onChange={(event) => setNameInput(event.target.value)}
          data-autofocus
        />
        <FieldMessage as="div" aria-live="polite">
          {problem && <p className="wm-names-problem">{t(problem)}</p>}
          {!problem && label !== '' && (
            <p className="wm-names-hint">
              <span className="wm-muted">{t('names.fullName')} </span>
              <span className="wm-names-full" translate="no">
                {fullName(label, nameZone)}
              </span>
            </p>
          )}
          {!problem && availability.status === 'checking' && <p className="wm-names-hint wm-muted">{t('names.checking')}</p>}
          {!problem && availability.status === 'available' && <p className="wm-names-hint">{t('names.available')}</p>}
          {!problem && availability.status === 'taken' && <p className="wm-names-problem">{t('names.taken')}</p>}
          {!problem && availability.status === 'failed' && (
            <p className="wm-names-problem">
              {t('names.checkFailed')}: {translateKey(availability.messageKey)}
            </p>
          )}
        </FieldMessage>
        {availability.status === 'failed' && <Button onClick={recheckName}>{t('names.checkAgain')}</Button>}
        {availability.status === 'taken' && availability.suggestions.length > 0 && (
          <div className="wm-names-field">
            <span className="wm-muted" id={suggestionsId}>
              {t('names.suggestions')}
            </span>
            <ul className="wm-names-suggestions" aria-labelledby={suggestionsId}>
              {availability.suggestions.map((suggestion) => (
                <li key={suggestion}>
                  <Button translate="no" onClick={() => setNameInput(suggestion)}>
                    {suggestion}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Field>

      {busy && (
        <div className="wm-center" role="status">
          <p className="wm-message">{t(submit.status === 'signing' ? 'names.waiting' : 'names.posting')}</p>
          {submit.status === 'signing' && <p className="wm-message wm-muted">{t('names.waitingHint')}</p>}
        </div>
      )}
      {failed && (
        <div role="alert">
          <p className="wm-message">
            <strong>{t(submit.status === 'rejected' ? 'names.rejectedTitle' : 'names.failedTitle')}</strong>
          </p>
          <p className="wm-error-text">{translateKey(submit.messageKey)}</p>
          {submit.detail && (
            <p className="wm-error-text" translate="no">
              {submit.detail}
            </p>
          )}
        </div>
      )}

      <Button type="submit" variant="primary" disabled={!canRegister} accessibleWhenDisabled>
        {failed ? t('names.retry') : t('names.register')}
      </Button>
      {account.smartAccount && <Button onClick={() => pushView('SmartSessions')}>{t('names.sessions.open')}</Button>}
    </form>
  );
}
