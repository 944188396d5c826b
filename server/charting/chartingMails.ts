import { translatorFor } from '../i18n';
import { compose, type Recipient } from '../mail/accountMails';
import type { OutgoingMail } from '../mail/mailer';
import type { ChartingPlatform } from '../../product/chartingScripts';

/** The member's mail after an admin granted or revoked their charting-platform script access. */
export function chartingDecisionMail(to: Recipient, decision: 'grant' | 'revoke', platform: ChartingPlatform, appUrl: string): OutgoingMail {
  const t = translatorFor(to.language);
  return compose(
    to, decision === 'grant' ? 'chartingGranted' : 'chartingRevoked', `mail:charting.${decision}.subject`,
    { before: [t(`mail:charting.${decision}.body`, { platform })], link: `${appUrl}/extras/scripts` },
    { platform },
  );
}
