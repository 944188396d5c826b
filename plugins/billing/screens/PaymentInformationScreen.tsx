import { useTranslation } from 'react-i18next';
import { BillingPanel } from '../components/BillingPanel';
import { BillingScreen } from '../components/ui';

/** /join/payment-information: the billing panel (the same as the settings tab Payment Information). */
export default function PaymentInformationScreen() {
  const { t } = useTranslation('billing');
  return (
    <BillingScreen title={t('payment.title')} lead={t('payment.lead')} testId="payment-information-screen">
      <BillingPanel />
    </BillingScreen>
  );
}
