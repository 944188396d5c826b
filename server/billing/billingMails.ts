/** Billing's mails (issue 29): a second payment for one purchase was refunded automatically. */
import { compose } from '../mail/accountMails';
import type { OutgoingMail } from '../mail/mailer';
import { translatorFor } from '../i18n';
import { formatCents } from '../../product/vat';
import { userLanguage } from '../users/userLookup';
import type { UserRow } from '../appDeps';

export function secondPaymentRefundMail(user: Pick<UserRow, 'email' | 'firstname' | 'settings'>, amountCents: number, productName: string): OutgoingMail {
  const language = userLanguage(user);
  const t = translatorFor(language);
  return compose(
    { email: user.email, firstname: user.firstname, language }, 'billingSecondPaymentRefund', 'mail:secondPayment.subject',
    { before: [t('mail:secondPayment.body', { product: productName, amount: `EUR ${formatCents(amountCents)}` })], after: [t('mail:secondPayment.after')] },
  );
}
