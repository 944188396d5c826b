import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UPGRADE_PATH, type SaveProblem } from '../logic/saveProblem';

/** The server's refusal of a save, in the form (announced at once). */
export function SaveProblemNote({ problem, limit }: { problem: SaveProblem; limit: number | null }) {
  const { t } = useTranslation('alerts');
  return (
    <div className="al-problem" role="alert" data-testid="alert-save-problem">
      {problem.kind === 'rule' && <p>{problem.message}</p>}
      {problem.kind === 'notFound' && <p>{t('form.notFound')}</p>}
      {problem.kind === 'failed' && <p>{t('form.failed')}</p>}
      {problem.kind === 'limit' && (
        <p>
          {limit === null ? t('form.limitReachedNoCount') : t('form.limitReached', { limit })}{' '}
          <Link to={UPGRADE_PATH} className="al-link">{t('form.upgrade')}</Link>
        </p>
      )}
    </div>
  );
}
