import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useEngine } from '../../engine/ui/EngineContext';

/** The landing screen after sign-in until the shell issue brings the home widgets. */
export const DashboardHome = observer(function DashboardHome() {
  const { t } = useTranslation('common');
  const { session } = useEngine();
  return (
    <section>
      <h1>{t('dashboard.welcome', { name: session.user?.firstname ?? '' })}</h1>
      <p>{t('dashboard.intro')}</p>
    </section>
  );
});
