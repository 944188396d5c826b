import { useTranslation } from 'react-i18next';
import type { CatalogueEntry } from '../../../contracts';

/** The subscription catalogue side by side (document 4 section 7.8: SKUs 010, 020, 100, 200, 300, 400, 500, 600). */
export function CatalogueComparison({ entries }: { entries: readonly CatalogueEntry[] }) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-scroll">
      <table className="admin-table" data-testid="admin-catalogue">
        <caption className="visually-hidden">{t('catalogue.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('catalogue.sku')}</th><th scope="col">{t('catalogue.name')}</th><th scope="col">{t('catalogue.kind')}</th>
            <th scope="col">{t('catalogue.interval')}</th><th scope="col">{t('catalogue.price')}</th><th scope="col">{t('catalogue.tokens')}</th>
            <th scope="col">{t('catalogue.resets')}</th><th scope="col">{t('catalogue.sold')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((e) => (
            <tr key={e.sku} data-sku={e.sku}>
              <th scope="row">{e.sku}</th><td>{e.name}</td><td>{e.kind}</td><td>{e.interval ?? '–'}</td>
              <td>{e.price} {e.currency}</td><td>{e.tokens}</td><td>{e.resets}</td><td>{e.purchasable ? t('yes') : t('no')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
