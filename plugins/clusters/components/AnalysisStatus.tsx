import { useTranslation } from 'react-i18next';
import type { AnalysisProblem } from '../data/clustersApi';

const ROWS = 6;

/** What the screen shows while an analysis runs. */
export function AnalysisSkeleton() {
  const { t } = useTranslation('clusters');
  return (
    <div className="cl-skeleton" aria-busy="true" data-testid="cl-skeleton">
      <p role="status" className="muted">{t('loading')}</p>
      <div className="cl-skeleton__map" aria-hidden="true" />
      {Array.from({ length: ROWS }, (_, i) => <div key={i} className="cl-skeleton__row" aria-hidden="true" />)}
    </div>
  );
}

/** Why there is nothing to show: a universe too small, a list that is gone, the market loading, a failure. */
export function AnalysisProblemNote({ problem }: { problem: AnalysisProblem }) {
  const { t } = useTranslation('clusters');
  const failure = problem === 'failed';
  return (
    <p role={failure ? 'alert' : 'status'} className={failure ? 'message message--error' : 'cl-note'} data-testid="cl-problem" data-problem={problem}>
      {t(`problem.${problem}`)}
    </p>
  );
}
