import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';

/** The progress of the snapshot run in flight: a bar and "x of y instruments (z %)". */
export function SnapshotProgress({ progress }: { progress: { done: number; total: number } | null }) {
  const { t } = useTranslation('admin');
  const f = useFormat();
  if (!progress) return <p role="status" className="muted" data-testid="refresh-progress">{t('cacheAdmin.starting')}</p>;
  const percent = progress.total ? (100 * progress.done) / progress.total : 0;
  return (
    <div role="status" data-testid="refresh-progress" data-done={progress.done} data-total={progress.total}>
      <progress max={progress.total || 1} value={progress.done} aria-label={t('cacheAdmin.progressLabel')} />
      <span> {t('cacheAdmin.progress', { done: f.count(progress.done), total: f.count(progress.total), percent: f.number(percent, 0) })}</span>
    </div>
  );
}
