import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCANNER_EXAMPLES, type ScannerExample } from '../../../product/scannerFilters';

/** The ready-made scans (issue 19): each loads its filters into the panel (those the user sees). */
export function ExamplesRow({ onLoad }: { onLoad(example: ScannerExample): void }) {
  const { t } = useTranslation('scanner');
  const titleId = useId();
  return (
    <section className="sc-row" aria-labelledby={titleId} data-testid="scanner-examples">
      <h2 id={titleId} className="sc-row__title">{t('examples.title')}</h2>
      <ul className="sc-chips">
        {SCANNER_EXAMPLES.map((example) => (
          <li key={example.id} className="sc-chip sc-chip--example">
            <button type="button" className="sc-chip__button" onClick={() => onLoad(example)}>{t(`examples.${example.id}`)}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}
