import { useEffect } from 'react';
import { pushView } from '../../../state/router';
import { amountUsd, MAX_AMOUNT_INPUT_LENGTH } from '../../../state/send/rules/amount';
import {
  fetchQuoteNow,
  flipSwap,
  followSwapRoutes,
  formatSwapAmount,
  loadGasPrice,
  loadSwapTokens,
  setSwapAmount,
  setSwapMax,
  startChoosingSwapToken,
  type SwapTokenRow,
} from '../../../state/swap';
import { useFormatLocale, useT, useTranslateKey } from '../../i18n/useT';
import { AmountField } from '../../ui/AmountField';
import { Button } from '../../ui/Button';
import { FieldMessage } from '../../ui/Field';
import { Skeleton } from '../../ui/Skeleton';
import { useStyles } from '../../ui/useStyles';
import { TokenPicker } from '../../ui/TokenPicker';
import { SwapDetails } from './SwapDetails';
import { SlippageSetting } from './SlippageSetting';
import { swapStyles } from './swap.styles';
import { useSwapView } from './useSwapView';

function TokenButton({ token, side }: { token?: SwapTokenRow; side: 'pay' | 'receive' }) {
  const t = useT();
  return (
    <TokenPicker
      compact
      label={t(side === 'pay' ? 'swap.pay.label' : 'swap.receive.label')}
      token={token && { symbol: token.symbol, iconUrl: token.logoUri ?? token.row?.iconUrl }}
      placeholder={t('swap.token.choose')}
      onClick={() => {
        startChoosingSwapToken(side);
        pushView('SwapSelectToken');
      }}
    />
  );
}

const retryGasPrice = () => void loadGasPrice();

/** Swap: pay and receive tokens, the amount (USD, Max), flip, the quote as the visitor types, the details and the slippage. */
export function SwapView() {
  useStyles(swapStyles);
  const t = useT();
  const locale = useFormatLocale();
  const translateKey = useTranslateKey();
  const view = useSwapView();
  const { pay, receive, amount, toAmount, quoteStatus, problem, state } = view;
  const { caipAddress, caipNetworkId } = view.account;
  useEffect(() => {
    followSwapRoutes();
    void loadSwapTokens();
  }, [caipAddress, caipNetworkId]);

  if (state.tokens.status === 'loading' || state.tokens.status === 'idle') return <Skeleton label={t('swap.tokens.loading')} />;
  if (state.tokens.status === 'unsupported')
    return (
      <p className="wm-message" role="alert">
        {t('swap.message.networkUnsupported')}
      </p>
    );
  if (state.tokens.status === 'failed') {
    return (
      <div className="wm-center" role="alert">
        <p className="wm-error-text">{translateKey(state.tokens.messageKey)}</p>
        <Button onClick={() => void loadSwapTokens({ again: true })}>{t('swap.tokens.retry')}</Button>
      </div>
    );
  }

  const usd = pay && amount.ok ? amountUsd(amount.value, pay.decimals, pay.row?.price, locale) : undefined;
  const receiveUsd = receive && toAmount !== undefined ? amountUsd(toAmount, receive.decimals, receive.row?.price, locale) : undefined;
  const amountProblem = state.amountInput.trim() !== '' && !amount.ok;
  const message = problem && problem.startsWith('swap.message.') ? problem : undefined;
  const label = problem ? t(problem, { symbol: view.native.symbol }) : t('swap.review');

  return (
    <form
      className="wm-swap"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) pushView('SwapPreview');
      }}
    >
      <AmountField
        label={t('swap.pay.label')}
        value={state.amountInput}
        onChange={setSwapAmount}
        maxLength={MAX_AMOUNT_INPUT_LENGTH + 1}
        invalid={amountProblem}
        beside={<TokenButton token={pay} side="pay" />}
      >
        <div className="wm-amount-row">
          <FieldMessage className="wm-swap-hint wm-muted" translate="no">
            {usd ? t('swap.amount.usd', { usd }) : ''}
          </FieldMessage>
          {pay && (
            <span className="wm-swap-hint wm-muted">
              {t('swap.token.balance', { amount: formatSwapAmount(pay.balance, pay.decimals, pay.symbol) })}
            </span>
          )}
          <Button disabled={!pay} onClick={setSwapMax}>
            {t('swap.max')}
          </Button>
        </div>
      </AmountField>

      <Button className="wm-swap-flip" aria-label={t('swap.flip')} title={t('swap.flip')} onClick={flipSwap}>
        <span aria-hidden="true">⇅</span>
      </Button>

      <div className="wm-amount-field">
        <span className="wm-swap-label">{t('swap.receive.label')}</span>
        <div className="wm-swap-row">
          <output className="wm-swap-output" aria-live="polite" aria-busy={quoteStatus === 'loading' || undefined} translate="no">
            {quoteStatus === 'loading' ? (
              <span className="wm-swap-spinner" role="status" aria-label={t('swap.quoting')} />
            ) : toAmount !== undefined && receive ? (
              formatSwapAmount(toAmount, receive.decimals, '').trim()
            ) : (
              ''
            )}
          </output>
          <TokenButton token={receive} side="receive" />
        </div>
        <p className="wm-swap-hint wm-muted" translate="no">
          {receiveUsd ? t('swap.amount.usd', { usd: receiveUsd }) : ''}
        </p>
      </div>

      {message && (
        <p className="wm-swap-warning" role="alert">
          {t(message, { symbol: view.native.symbol })}
        </p>
      )}
      {/* The reason and Retry under the form's one alert ("The quote could not be fetched"), not a second alert. */}
      {quoteStatus === 'failed' && (
        <div className="wm-swap-warning">
          {state.quote.messageKey && <p>{translateKey(state.quote.messageKey)}</p>}
          <Button onClick={() => void fetchQuoteNow()}>{t('swap.retry')}</Button>
        </div>
      )}
      <SwapDetails view={view} slippage={state.slippage} onRetryFee={retryGasPrice} />
      <SlippageSetting slippage={state.slippage} />

      <Button type="submit" variant="primary" disabled={Boolean(problem)} accessibleWhenDisabled>
        {label}
      </Button>
    </form>
  );
}
