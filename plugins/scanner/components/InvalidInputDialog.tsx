import { useTranslation } from 'react-i18next';
import { Modal } from '../../../engine/ui';
import type { ProblemLine } from '../logic/problems';

/** 'Invalid Input' (document 2 sections 4 and 8): each filter's label and message, and OK. */
export function InvalidInputDialog({ lines, onClose }: { lines: readonly ProblemLine[]; onClose(): void }) {
  const { t } = useTranslation('scanner');
  return (
    <Modal title={t('invalid.title')} role="alertdialog" onClose={onClose}
      actions={<button type="button" className="button button--primary" onClick={onClose} data-autofocus>{t('dialog.ok')}</button>}>
      <ul className="sc-problems" data-testid="scanner-problems">
        {lines.map((line, i) => (
          <li key={`${line.filterKey}-${i}`} data-filter={line.filterKey || undefined}>
            {line.label ? <><strong>{line.label}</strong>: </> : null}{line.message}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
