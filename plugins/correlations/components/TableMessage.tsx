import { useTranslation } from 'react-i18next';
import { correlationFailure } from '../logic/failure';

/** The failure texts of a correlation table (document 2 section 8). */
export function CorrelationFailureMessage({ error }: { error: unknown }) {
  const { t } = useTranslation('correlations');
  return <p role="alert" className="message message--error">{t(`failure.${correlationFailure(error)}`)}</p>;
}

/** Tickers asked for that the answer does not hold: unknown, or not revealed for the user. */
export function MissingTickers({ tickers }: { tickers: readonly string[] }) {
  const { t } = useTranslation('correlations');
  if (tickers.length === 0) return null;
  return <p className="muted corr-note" data-testid="missing-tickers">{t('missing', { tickers: tickers.join(', ') })}</p>;
}
