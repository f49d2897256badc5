import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSnapshot } from 'valtio';
import { authState, verifyEmailCode } from '../../../state/auth';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { Field, FieldMessage, Input } from '../../ui/Field';
import { CODE_LENGTH, codeDigits, pasteIntoCode } from './sign-in-input';

/**
 * The email code: one field, digits only (a pasted "123 456" or "123-456" keeps its digits).
 * The 6th digit submits at once; "Verify" does too. While the code is checked the form is
 * busy; a failure says why and selects the code for retyping.
 */
export function CodeForm() {
  const t = useT();
  const translateKey = useTranslateKey();
  const form = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const { step, errorKey } = useSnapshot(authState);
  const [code, setCode] = useState('');
  const [incomplete, setIncomplete] = useState(false);
  // Set when the visitor's own typing or pasting completes the code: submitted once rendered.
  const complete = useRef(false);
  const verifying = step === 'verifying';
  const failed = step === 'failed';

  const change = (next: string) => {
    if (next.length === CODE_LENGTH && next !== code) complete.current = true;
    setCode(next);
    setIncomplete(false);
  };

  useEffect(() => {
    if (!complete.current) return;
    complete.current = false;
    form.current?.requestSubmit();
  }, [code]);

  useEffect(() => {
    if (!failed) return;
    input.current?.focus();
    input.current?.select();
  }, [failed, errorKey]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (verifying) return;
    if (code.length < CODE_LENGTH) setIncomplete(true);
    else void verifyEmailCode(code);
  };

  const problem = failed ? translateKey(errorKey) : incomplete ? t('auth.code.incomplete') : undefined;
  return (
    <form ref={form} className="wm-auth-code" noValidate aria-busy={verifying} onSubmit={submit}>
      <Field label={t('auth.code.label')} invalid={Boolean(problem)} hasMessage={Boolean(problem)}>
        <Input
          ref={input}
          className="wm-auth-input"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          spellCheck={false}
          translate="no"
          value={code}
          disabled={verifying}
          onChange={(event) => change(codeDigits(event.target.value))}
          onPaste={(event) => {
            event.preventDefault();
            const field = event.currentTarget;
            change(
              pasteIntoCode(
                code,
                event.clipboardData.getData('text'),
                field.selectionStart ?? code.length,
                field.selectionEnd ?? code.length,
              ),
            );
          }}
        />
        {problem && (
          <FieldMessage className="wm-error-text wm-auth-hint" role="alert">
            {problem}
          </FieldMessage>
        )}
      </Field>
      <div className="wm-auth-busy" role="status">
        {verifying && (
          <>
            <span className="wm-spinner" aria-hidden="true" />
            {t('auth.code.verifying')}
          </>
        )}
      </div>
      <Button type="submit" variant="primary" block disabled={verifying}>
        {t('auth.code.verify')}
      </Button>
    </form>
  );
}
