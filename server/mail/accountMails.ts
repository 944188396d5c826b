import { translatorFor } from '../i18n';
import type { OutgoingMail } from './mailer';
import { ACCOUNT_RULES } from '../../product/accountRules';

export interface Recipient {
  email: string;
  firstname: string;
  language: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface MailParts {
  before: string[];
  link?: string;
  after?: string[];
}

/** One mail of the product: greeting, paragraphs, an optional link, signature (text and HTML), in the recipient's language. */
export function compose(to: Recipient, kind: string, subjectKey: string, parts: MailParts, subjectParams: Record<string, string> = {}): OutgoingMail {
  const t = translatorFor(to.language);
  const greeting = t('mail:greeting', { name: to.firstname });
  const signature = t('mail:signature');
  const after = parts.after ?? [];
  const linkText = parts.link ? [parts.link] : [];
  const linkHtml = parts.link ? [`<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.link)}</a></p>`] : [];
  const para = (p: string): string => `<p>${escapeHtml(p)}</p>`;
  return {
    to: to.email,
    subject: t(subjectKey, subjectParams),
    text: [greeting, '', ...parts.before, ...linkText, '', ...after, '', signature].join('\n'),
    html: [para(greeting), ...parts.before.map(para), ...linkHtml, ...after.map(para), para(signature)].join(''),
    links: parts.link ? [parts.link] : [],
    kind,
    language: to.language,
  };
}

export function verificationMail(to: Recipient, appUrl: string, token: string): OutgoingMail {
  const t = translatorFor(to.language);
  const link = `${appUrl}/verifyEmail?email=${encodeURIComponent(to.email)}&hash=${encodeURIComponent(token)}`;
  return compose(to, 'verifyEmail', 'mail:verify.subject', { before: [t('mail:verify.body')], link, after: [t('mail:verify.ignore')] });
}

export function passwordResetMail(to: Recipient, appUrl: string, token: string): OutgoingMail {
  const t = translatorFor(to.language);
  const link = `${appUrl}/setNewPW?resetToken=${encodeURIComponent(token)}&email=${encodeURIComponent(to.email)}`;
  return compose(
    to, 'passwordReset', 'mail:reset.subject',
    { before: [t('mail:reset.body', { hours: ACCOUNT_RULES.resetLinkValidHours })], link, after: [t('mail:reset.ignore')] },
  );
}

export function usernameMail(to: Recipient & { username: string }, appUrl: string): OutgoingMail {
  const t = translatorFor(to.language);
  return compose(
    to, 'usernameRecovery', 'mail:username.subject',
    { before: [t('mail:username.body', { username: to.username }), t('mail:username.login')], link: `${appUrl}/login` },
  );
}

export function passwordChangedMail(to: Recipient): OutgoingMail {
  const t = translatorFor(to.language);
  return compose(to, 'passwordChanged', 'mail:passwordChanged.subject', { before: [t('mail:passwordChanged.body')] });
}
