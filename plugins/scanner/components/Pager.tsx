import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import { pageCount, pageRange } from '../logic/resultsQuery';

export interface PagerProps {
  page: number;
  total: number;
  busy: boolean;
  onPage(page: number): void;
}

/** Previous / Next through the pages of the result (the server pages it). */
export function Pager({ page, total, busy, onPage }: PagerProps) {
  const { t } = useTranslation('scanner');
  const f = useFormat();
  const pages = pageCount(total);
  const { from, to } = pageRange(page, total);
  if (total === 0) return null;
  return (
    <nav className="sc-pager" aria-label={t('results.pages')}>
      <button type="button" className="button" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>{t('results.previous')}</button>
      <span className="sc-pager__where" data-testid="scanner-page">{t('results.pageOf', { page: f.count(page), pages: f.count(pages), from: f.count(from), to: f.count(to), total: f.count(total) })}</span>
      <button type="button" className="button" disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>{t('results.next')}</button>
    </nav>
  );
}
