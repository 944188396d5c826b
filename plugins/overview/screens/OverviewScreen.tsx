import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MyAssetGroups } from '../components/MyAssetGroups';
import { OverviewGroups } from '../components/OverviewGroups';
import '../overview.css';

type View = 'groups' | 'mine';
const VIEWS: readonly View[] = ['groups', 'mine'];

/**
 * /data/overview (document 4 section 2.4): the nine asset groups with momentum and trend per row,
 * their Excel export, and the group-lists view of the user's own asset groups.
 */
export default function OverviewScreen() {
  const { t } = useTranslation('overview');
  const [view, setView] = useState<View>('groups');
  return (
    <section className="shell-screen" data-testid="overview-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('title')}</h1>
        <p className="muted">{t('lead')}</p>
      </header>
      <div className="ov-views" role="group" aria-label={t('views')}>
        {VIEWS.map((v) => (
          <button key={v} type="button" className={`button${view === v ? ' button--primary' : ''}`} aria-pressed={view === v} onClick={() => setView(v)} data-testid={`overview-view-${v}`}>
            {t(`view.${v}`)}
          </button>
        ))}
      </div>
      {view === 'groups' ? <OverviewGroups /> : <MyAssetGroups />}
    </section>
  );
}
