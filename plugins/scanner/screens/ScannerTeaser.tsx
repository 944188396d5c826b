import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SCANNER_FILTER_GROUPS, SCANNER_RULES } from '../../../product/scannerFilters';
import '../scanner.css';

/**
 * What holders of the scanner's preview module see instead of the scanner: what it does, what it
 * filters on and what a search costs, and the way to the plans. No sample results: nothing here
 * could be taken for market data.
 */
export default function ScannerTeaser() {
  const { t } = useTranslation('scanner');
  return (
    <section className="shell-screen sc-screen" data-testid="scanner-teaser">
      <div className="shell-card sc-teaser" role="region" aria-label={t('teaser.title')}>
        <h1 className="shell-screen__title">{t('teaser.title')}</h1>
        <p>{t('teaser.text')}</p>
        <p className="sc-teaser__lead">{t('teaser.groupsTitle')}</p>
        <ul className="sc-teaser__groups">
          {SCANNER_FILTER_GROUPS.map((group) => <li key={group}>{t(`group.${group}`)}</li>)}
        </ul>
        <p>{t('teaser.saved')}</p>
        <p className="muted">{t('teaser.tokens', { tokens: SCANNER_RULES.tokenCost, minutes: SCANNER_RULES.reuseMinutes })}</p>
        <Link className="button button--primary" to="/join/subscriptions">{t('teaser.upgrade')}</Link>
      </div>
    </section>
  );
}
