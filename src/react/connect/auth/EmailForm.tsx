import { useRef, useState, type FormEvent } from 'react';
import { startEmailSignIn } from '../../../state/auth';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { Field, FieldMessage, Input } from '../../ui/Field';
import { isEmailAddress } from './sign-in-input';

/**
 * Connect's email sign-in: the address, checked here before anything is sent (an empty or
 * malformed one is said inline, the field keeps focus), then "Continue with email".
 */
export function EmailForm({ onIntent }: { onIntent(): void }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!isEmailAddress(address)) {
      setInvalid(true);
      input.current?.focus();
      return;
    }
    setInvalid(false);
    void startEmailSignIn(address);
  };

  return (
    // noValidate: the browser's bubble would pre-empt the inline message, and says less.
    <form className="wm-auth-email" noValidate onSubmit={submit}>
      <Field label={t('auth.email.label')} invalid={invalid} hasMessage={invalid}>
        <Input
          ref={input}
          className="wm-auth-input"
          type="email"
          autoComplete="email"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('auth.email.placeholder')}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setInvalid(false);
            onIntent();
          }}
        />
        {invalid && (
          <FieldMessage className="wm-error-text wm-auth-hint" role="alert">
            {t('auth.email.invalid')}
          </FieldMessage>
        )}
      </Field>
      <Button type="submit" variant="primary" block onPointerEnter={onIntent} onPointerDown={onIntent} onTouchStart={onIntent}>
        {t('auth.email.submit')}
      </Button>
    </form>
  );
}
