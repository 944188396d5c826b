import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { API_RULES } from '../../../product/apiRules';
import { API_ADDON_MIN_TICKERS, productBySku } from '../../../product/catalogue';
import '../scriptsApi.css';

/** /extras/apiPreview (and /extras/api for ApiAccessPreview): what the API offers, the plans that include it, the add-on rule. */
export default function ApiPreviewScreen() {
  const { t } = useTranslation('scriptsApi');
  const plans = API_RULES.previewPlanSkus.map((sku) => productBySku(sku)?.uiLabel ?? sku).join(', ');
  return (
    <section className="shell-screen sa-screen" data-testid="api-preview">
      <div className="shell-card sa-card" role="region" aria-label={t('apiPreview.title')}>
        <h1 className="shell-screen__title">{t('apiPreview.title')}</h1>
        <p>{t('apiPreview.text')}</p>
        <p>{t('apiPreview.plans', { plans })}</p>
        <p>{t('apiPreview.addon', { tickers: API_ADDON_MIN_TICKERS })}</p>
        <Link className="button button--primary" to="/join/subscriptions">{t('apiPreview.upgrade')}</Link>
      </div>
    </section>
  );
}
