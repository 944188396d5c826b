import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { DEFAULT_DETAIL_TAB } from '../../../engine/routing/tickerSearch';

/** /dashboard/detail/{ticker}/{tab}: the place the header search opens, until the detail plugin arrives. */
export default function TickerDetailScreen() {
  const { t } = useTranslation('shell');
  const { ticker = '', tab = DEFAULT_DETAIL_TAB } = useParams();
  return (
    <section className="shell-screen">
      <header className="shell-screen__head">
        <p className="shell-eyebrow">{t('detail.eyebrow', { tab })}</p>
        <h1 className="shell-screen__title shell-ticker" data-testid="detail-ticker">{ticker}</h1>
      </header>
      <div className="shell-card">
        <p>{t('detail.pending')}</p>
        <Link className="button" to="/home/home">{t('pending.home')}</Link>
      </div>
    </section>
  );
}
