import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../engine/ui';
import type { CatalogueEntry } from '../../../contracts';
import { formatEur } from '../model/money';

/**
 * A purchase table (token packs, reset request packs, extra-ticker packs): what the pack holds,
 * its price excl. VAT (a crossed-out list price where the catalogue has one) and Buy.
 */
export function PackTable({ caption, quantityLabel, rows, onBuy, disabled, priceSuffix }: {
  caption: string;
  quantityLabel: string;
  rows: readonly CatalogueEntry[];
  onBuy: (row: CatalogueEntry) => void;
  disabled?: boolean;
  /** "per month" / "per year" for add-ons. */
  priceSuffix?: string;
}) {
  const { t } = useTranslation('billing');
  const f = useFormat();
  return (
    <div className="bl-table-wrap">
      <table className="bl-table" data-testid="pack-table">
        <caption className="bl-table__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('packs.pack')}</th>
            <th scope="col" className="bl-num">{quantityLabel}</th>
            <th scope="col" className="bl-num">{t('packs.price')}</th>
            <th scope="col"><span className="visually-hidden">{t('packs.action')}</span></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.sku} data-sku={row.sku}>
              <th scope="row">{row.uiLabel}</th>
              <td className="bl-num">{f.count(row.quantity)}</td>
              <td className="bl-num">
                {row.listPriceCents !== null && row.listPriceCents > row.priceCents && (
                  <><s className="muted">{formatEur(row.listPriceCents, f)}</s>{' '}</>
                )}
                {formatEur(row.priceCents, f)}{priceSuffix ? ` ${priceSuffix}` : ''}
              </td>
              <td className="bl-action-cell">
                <button type="button" className="button button--primary bl-button--small" disabled={disabled} onClick={() => onBuy(row)}
                  aria-label={t('packs.buyLabel', { name: row.uiLabel })}>
                  {t('packs.buy')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted bl-hint">{t('price.exclVatNote')}</p>
    </div>
  );
}
