import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEngine, Modal } from '../../../engine/ui';
import type { UserList } from '../userLists';
import { exportEveryList } from './exportEveryList';
import { useExportFlow } from './useExportFlow';

/**
 * 'Export every list' for a menu: `start()` opens the format popup, `element` renders the popups
 * and the overlay (put it anywhere in the tree).
 *
 * @example const every = useExportEveryList(); <button onClick={every.start}>…</button>{every.element}
 */
export function useExportEveryList(lists?: UserList[]): { start(): void; element: ReactNode } {
  const { t } = useTranslation('listTools');
  const services = useEngine();
  const [empty, setEmpty] = useState(false);
  const flow = useExportFlow(async (format) => {
    const result = await exportEveryList(services, { format, t, ...(lists ? { lists } : {}) });
    if (result?.kind === 'empty') setEmpty(true);
  });
  const close = () => setEmpty(false);
  return {
    start: () => flow.start(false),
    element: (
      <>
        {flow.element}
        {empty && (
          <Modal title={t('export.everyList')} onClose={close} actions={<button type="button" className="button button--primary" onClick={close}>{t('common.ok')}</button>}>
            <p>{t('export.empty')}</p>
          </Modal>
        )}
      </>
    ),
  };
}

/** A button for 'Export every list'. */
export function ExportEveryListButton({ className }: { className?: string }) {
  const { t } = useTranslation('listTools');
  const every = useExportEveryList();
  return (
    <>
      <button type="button" className={`button${className ? ` ${className}` : ''}`} onClick={every.start}>{t('export.everyList')}</button>
      {every.element}
    </>
  );
}
