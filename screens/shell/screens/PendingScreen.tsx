import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../icons';

/** A screen that a later issue builds: its title, a short note and the way home. */
export function PendingScreen({ titleKey }: { titleKey?: string }) {
  const { t } = useTranslation('shell');
  return (
    <section className="shell-screen shell-pending">
      <h1 className="shell-screen__title">{titleKey ? t(titleKey) : t('pending.title')}</h1>
      <div className="shell-card shell-pending__card">
        <Icon name="list" size={28} />
        <div>
          <p className="shell-pending__lead">{t('pending.lead')}</p>
          <p className="muted">{t('pending.meanwhile')}</p>
          <Link className="button" to="/home/home">{t('pending.home')}</Link>
        </div>
      </div>
    </section>
  );
}

const cache = new Map<string, ComponentType>();

/** A route component showing `PendingScreen` with the given title (one per key, so React keeps it). */
export function pendingScreen(titleKey: string): ComponentType {
  let component = cache.get(titleKey);
  if (!component) {
    component = function Pending() {
      return <PendingScreen titleKey={titleKey} />;
    };
    cache.set(titleKey, component);
  }
  return component;
}
