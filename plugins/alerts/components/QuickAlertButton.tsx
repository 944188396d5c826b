import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tickerSeed } from '../logic/alertDraft';

const AlertDialog = lazy(() => import('./AlertDialog'));

/**
 * 'Create alert' for one ticker (the detail page): opens the dialog with the ticker and 'price
 * crosses the short-term upper range', named after both, so that Save is the second click.
 */
export function QuickAlertButton({ ticker, className }: { ticker: string; className?: string }) {
  const { t } = useTranslation('alerts');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className ?? 'button'} onClick={() => setOpen(true)} data-testid="quick-alert">{t('action.create')}</button>
      {open && (
        <Suspense fallback={null}>
          <AlertDialog seed={tickerSeed(ticker)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
