import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEngine, Modal } from '../../../engine/ui';
import { hasPermission } from '../../../product/permissionModules';

/**
 * The crypto screens need the CRYPTO module; without it a modal offers the subscription plans or
 * the crypto subscription (document 2 section 2).
 */
export const CryptoGate = observer(function CryptoGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('tables');
  const { session } = useEngine();
  const navigate = useNavigate();
  if (hasPermission(session.modules, 'CRYPTO')) return <>{children}</>;
  return (
    <section className="shell-screen tt-screen" data-testid="crypto-locked">
      <h1 className="shell-screen__title">{t('crypto.title')}</h1>
      <Modal title={t('crypto.offerTitle')} onClose={() => navigate('/home/home')}
        actions={<>
          <button type="button" className="button button--primary" onClick={() => navigate('/join/crypto-subscription')} data-autofocus>{t('crypto.subscribe')}</button>
          <button type="button" className="button" onClick={() => navigate('/join/subscriptions')}>{t('crypto.plans')}</button>
          <button type="button" className="button" onClick={() => navigate('/home/home')}>{t('dialog.close')}</button>
        </>}>
        <p>{t('crypto.offerText')}</p>
      </Modal>
    </section>
  );
});
