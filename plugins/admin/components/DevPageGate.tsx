import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { Navigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { ADMIN_DEV_MODULES } from '../../../product/adminDevRules';

/** Whether the modules open the admins' dev-only pages (ADMIN and DEV_ONLY, product/adminDevRules.ts). */
export const opensDevPages = (modules: readonly string[]): boolean => ADMIN_DEV_MODULES.every((m) => hasPermission(modules, m));

/**
 * The frame of a dev-only page (issue 28 scope 9): anyone without ADMIN and DEV_ONLY is sent to
 * /dashboard (as the export page does, document 4 section 6), the server refuses their calls anyway.
 */
export const DevPageGate = observer(function DevPageGate({ title, lead, testId, children }: { title: string; lead: string; testId: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { session } = useEngine();
  if (!opensDevPages(session.modules)) return <Navigate to="/dashboard" replace />;
  return (
    <section className="shell-screen admin-screen" data-testid={testId}>
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{title}</h1>
        <p className="muted">{lead}</p>
        <p className="muted admin-dev-notice">{t('dev.notice')}</p>
      </header>
      {children}
    </section>
  );
});

/** Previous and next page with "Page x of y (n in all)". */
export function DevPager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage(page: number): void }) {
  const { t } = useTranslation('admin');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="admin-pager" data-testid="dev-pager">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('dev.previous')}</button>
      <span>{t('dev.page', { page, pages, total })}</span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('dev.next')}</button>
    </div>
  );
}
