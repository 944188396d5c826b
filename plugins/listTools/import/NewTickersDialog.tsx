import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';
import type { ImportOutcome } from './runImport';

export interface NewTickersDialogProps {
  outcome: ImportOutcome;
  /** The list's name as the user knows it ('Portfolio', or the watchlist's name). */
  listName: string;
  onClose(): void;
}

/** 'New tickers added' after a batch import (document 2 section 5): what was added, and what was not and why. */
export function NewTickersDialog({ outcome, listName, onClose }: NewTickersDialogProps) {
  const { t } = useTranslation('listTools');
  const groups: [string, string[]][] = [
    ['import.done.already', outcome.alreadyInList],
    ['import.done.notFound', outcome.notFound],
    ['import.done.invalid', outcome.invalid],
    ['import.done.isins', outcome.unresolvedIsins],
    ['import.done.limit', outcome.limitReached],
  ];
  return (
    <Modal
      title={t('import.done.title')}
      size="medium"
      onClose={onClose}
      actions={<button type="button" className="button button--primary" data-autofocus onClick={onClose}>{t('common.ok')}</button>}
    >
      <p data-testid="import-added">
        {outcome.added.length
          ? t('import.done.added', { count: outcome.added.length, list: listName })
          : t('import.done.none', { list: listName })}
      </p>
      {outcome.added.length > 0 && <p className="lt-tickers">{outcome.added.join(', ')}</p>}
      {groups.filter(([, list]) => list.length > 0).map(([key, list]) => (
        <p key={key}>
          <strong>{t(key)}</strong> <span className="lt-tickers">{list.join(', ')}</span>
        </p>
      ))}
      <p className="lt-muted">{t('import.done.eod', { count: outcome.eodRequestsUsed })}</p>
    </Modal>
  );
}
