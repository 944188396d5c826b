import { useTranslation } from 'react-i18next';
import { EliteOffer } from '../components/EliteOffer';
import '../blog.css';

/** /dashboard/elite-upgrade (no sidebar entry): the Elite plan, and the way to its checkout. */
export default function EliteUpgradeScreen() {
  const { t } = useTranslation('blog');
  return (
    <div className="blog-sales" data-testid="elite-upgrade">
      <header>
        <h1>{t('eliteUpgrade.title')}</h1>
        <p className="blog-sales__lead">{t('eliteUpgrade.lead')}</p>
      </header>
      <EliteOffer />
    </div>
  );
}
