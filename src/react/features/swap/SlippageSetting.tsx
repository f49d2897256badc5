import { useState } from 'react';
import { setSwapSlippage, SLIPPAGE_PRESETS, type SlippageProblem } from '../../../state/swap';
import { useT } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { Field, FieldMessage, Input } from '../../ui/Field';

/** The slippage: the presets as toggle buttons and a custom value; an invalid custom value is refused and says why. */
export function SlippageSetting({ slippage }: { slippage: string }) {
  const t = useT();
  const [custom, setCustom] = useState(SLIPPAGE_PRESETS.includes(slippage as never) ? '' : slippage);
  const [problem, setProblem] = useState<SlippageProblem | undefined>();
  return (
    <fieldset className="wm-swap-slippage">
      <legend>{t('swap.slippage')}</legend>
      {SLIPPAGE_PRESETS.map((preset) => (
        <Button
          key={preset}
          aria-pressed={slippage === preset && custom === ''}
          onClick={() => {
            setCustom('');
            setProblem(undefined);
            setSwapSlippage(preset);
          }}
        >
          {t('swap.slippage.value', { percent: preset })}
        </Button>
      ))}
      <Field label={t('swap.slippage.custom')} hiddenLabel invalid={Boolean(problem)} hasMessage>
        <Input
          className="wm-swap-input wm-swap-input--small"
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('swap.slippage.custom')}
          value={custom}
          translate="no"
          onChange={(event) => {
            const value = event.target.value;
            setCustom(value);
            if (value.trim() === '') {
              setProblem(undefined);
              return;
            }
            const check = setSwapSlippage(value);
            setProblem(check.ok ? undefined : check.problem);
          }}
        />
        <FieldMessage className="wm-swap-warning" role={problem ? 'alert' : undefined}>
          {problem ? t(problem) : ''}
        </FieldMessage>
      </Field>
    </fieldset>
  );
}
