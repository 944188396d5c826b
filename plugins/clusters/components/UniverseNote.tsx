import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { UniverseSummary } from '../../../contracts';

/** What was analysed (instruments, returns, dates) and which tickers were left out, and why. */
export function UniverseNote({ universe }: { universe: UniverseSummary }) {
  const { t } = useTranslation('clusters');
  const f = useFormat();
  const leftOut = (['notRevealed', 'unknown', 'shortHistory'] as const).filter((k) => universe[k].length > 0);
  return (
    <div className="cl-universe" data-testid="cl-universe-note">
      <p className="muted cl-universe__summary">
        {t('summary', { count: universe.tickers.length, returns: universe.returns, from: f.date(universe.from), to: f.date(universe.to) })}
      </p>
      {leftOut.map((k) => (
        <p key={k} className="cl-note" data-testid={`cl-left-out-${k}`}>{t(`leftOut.${k}`, { count: universe[k].length, tickers: universe[k].join(', ') })}</p>
      ))}
    </div>
  );
}
