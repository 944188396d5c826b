import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';
import { BLOG_PATHS } from '../../../product/blogRules';
import { EliteOffer } from '../components/EliteOffer';
import '../blog.css';

/** /dashboard/trading-planPreview (and the trading plan's teaser): the sales page of the Elite trading plan. */
const TradingPlanPreviewScreen = observer(function TradingPlanPreviewScreen() {
  const { t } = useTranslation('blog');
  const { session } = useEngine();
  const isElite = hasPermission(session.modules, 'ELITE');
  return (
    <div className="blog-sales" data-testid="trading-plan-preview">
      <header>
        <h1>{t('sales.title')}</h1>
        <p className="blog-sales__lead">{t('sales.lead')}</p>
      </header>
      <div className="blog-sales__grid">
        <section>
          <h2>{t('sales.whatTitle')}</h2>
          <ul>
            <li>{t('sales.what1')}</li>
            <li>{t('sales.what2')}</li>
            <li>{t('sales.what3')}</li>
            <li>{t('sales.what4')}</li>
          </ul>
        </section>
        {isElite
          ? <p><Link className="button button--primary" to={BLOG_PATHS.tradingPlan}>{t('sales.open')}</Link></p>
          : <EliteOffer />}
      </div>
    </div>
  );
});

export default TradingPlanPreviewScreen;
