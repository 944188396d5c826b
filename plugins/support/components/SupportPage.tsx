import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT } from '../../../product/support';
import { MyTickets } from './MyTickets';
import { SupportForm } from './SupportForm';
import '../support.css';

/** /dashboard/support: the ticket form beside the member's own tickets with their status and answers. */
export function SupportPage() {
  const { t } = useTranslation('support');
  const [version, setVersion] = useState(0);
  return (
    <section className="shell-screen sp-screen" data-testid="support-screen">
      <header className="shell-screen__head">
        <h1 className="shell-screen__title">{t('screen.title')}</h1>
        <p className="sp-muted">{t('screen.lead', { hours: SUPPORT.responseHours })}</p>
      </header>
      <div className="sp-columns">
        <SupportForm onSent={() => setVersion((v) => v + 1)} />
        <MyTickets version={version} />
      </div>
    </section>
  );
}
