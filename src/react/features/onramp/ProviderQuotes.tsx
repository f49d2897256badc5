import { useId } from 'react';
import {
  continueOnRamp,
  fetchOnRampQuotesNow,
  formatFiat,
  formatTokenAmount,
  totalFees,
  type OnRampAsset,
  type ProviderQuote,
} from '../../../state/onramp';
import { useT, useTranslateKey } from '../../i18n/useT';
import { Button } from '../../ui/Button';
import { providerName } from './provider-name';

interface Props {
  quotes: readonly ProviderQuote[];
  asset: OnRampAsset;
  currency: string;
  lang: string;
  /** Continue is possible (an address on the network, an amount within the limits). */
  ready: boolean;
  opening?: string;
  openingError?: string;
}

function QuoteDetails({
  quote,
  asset,
  currency,
  lang,
}: {
  quote: Extract<ProviderQuote, { status: 'ready' }>['quote'];
  asset: OnRampAsset;
  currency: string;
  lang: string;
}) {
  const t = useT();
  const fees = totalFees(quote);
  const money = (text: string) => formatFiat(text, quote.currency || currency, lang);
  return (
    <dl>
      <div>
        <dt>{t('onramp.quote.get')}</dt>
        <dd translate="no">{formatTokenAmount(quote.purchaseAmount, asset.symbol, lang)}</dd>
      </div>
      <div>
        <dt>{t('onramp.quote.fees')}</dt>
        <dd translate="no">{fees === undefined ? '' : money(fees)}</dd>
      </div>
      <div>
        <dt>{t('onramp.quote.total')}</dt>
        <dd translate="no">{money(quote.paymentTotal)}</dd>
      </div>
    </dl>
  );
}

/** The providers side by side, the one that delivers more first: you get, fees, total, and Continue; a failed quote says why and can still be tried. */
export function ProviderQuotes({ quotes, asset, currency, lang, ready, opening, openingError }: Props) {
  const t = useT();
  const translateKey = useTranslateKey();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="wm-onramp-label">
        {t('onramp.providers')}
      </h2>
      <ul className="wm-onramp-quotes">
        {quotes.map((entry, index) => (
          <li key={entry.provider} className="wm-onramp-quote" data-provider={entry.provider}>
            <h3>
              <span translate="no">{providerName(entry.provider)}</span>
              {index === 0 && entry.status === 'ready' && <span className="wm-onramp-badge">{t('onramp.provider.best')}</span>}
            </h3>
            {entry.status === 'ready' && <QuoteDetails quote={entry.quote} asset={asset} currency={currency} lang={lang} />}
            {entry.status === 'loading' && (
              <p className="wm-onramp-hint wm-muted" role="status">
                {t('onramp.quote.loading')}
              </p>
            )}
            {entry.status === 'idle' && <p className="wm-onramp-hint wm-muted">{t('onramp.quote.none')}</p>}
            {entry.status === 'failed' && (
              <div role="alert">
                <p className="wm-onramp-warning">{t('onramp.quote.failed', { reason: translateKey(entry.messageKey) })}</p>
                <Button onClick={() => void fetchOnRampQuotesNow()}>{t('ui.retry')}</Button>
              </div>
            )}
            {opening === entry.provider && openingError && (
              <p className="wm-onramp-warning" role="alert">
                {translateKey(openingError)}
              </p>
            )}
            <Button
              variant={index === 0 ? 'primary' : 'secondary'}
              disabled={!ready || (opening !== undefined && !openingError)}
              accessibleWhenDisabled
              onClick={() => {
                if (ready) void continueOnRamp(entry.provider);
              }}
            >
              {opening === entry.provider && !openingError
                ? t('onramp.opening', { provider: providerName(entry.provider) })
                : t('onramp.continue', { provider: providerName(entry.provider) })}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
