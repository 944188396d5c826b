/** The texts a fired alert sends: the mail and the in-app notification, in the user's language (locales mail:alert.*). */
import type { TFunction } from 'i18next';
import { translatorFor } from '../i18n';
import type { OutgoingMail } from '../mail/mailer';
import { ALERT_PATHS } from '../../product/alertRules';
import type { AlertCondition, AlertHistoryEntry } from '../../contracts';

export interface AlertRecipient {
  email: string;
  firstname: string;
  language: string;
}

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The condition in words. */
export function describeCondition(t: TFunction, c: AlertCondition): string {
  const w = (word: string): string => t(`mail:alert.words.${word}`);
  switch (c.type) {
    case 'rangeCross':
      return c.withinPercent
        ? t('mail:alert.conditions.rangeCrossWithin', { horizon: w(c.horizon), band: w(c.band), percent: c.withinPercent })
        : t('mail:alert.conditions.rangeCross', { horizon: w(c.horizon), band: w(c.band) });
    case 'ratingChange':
      return c.to === 'any'
        ? t('mail:alert.conditions.ratingChangeAny', { rating: w(c.rating) })
        : t('mail:alert.conditions.ratingChangeTo', { rating: w(c.rating), to: w(c.to) });
    case 'gammaCross':
      return t('mail:alert.conditions.gammaCross', { level: w(c.level), direction: w(c.direction) });
    case 'metricThreshold':
      return t('mail:alert.conditions.metricThreshold', { metric: w(c.metric), direction: w(c.direction), threshold: c.threshold });
    case 'scanMembership':
      return t('mail:alert.conditions.scanMembership', { change: w(c.change) });
    case 'price':
      return t('mail:alert.conditions.price', { direction: w(c.direction), threshold: c.threshold });
  }
}

function valueText(t: TFunction, value: number | string | null): string {
  if (value === null) return '–';
  if (typeof value === 'number') return String(value);
  const key = `mail:alert.words.${value}`;
  const word = t(key);
  return word === key || word === `alert.words.${value}` ? value : word;
}

export function alertMail(to: AlertRecipient, entry: AlertHistoryEntry, appUrl: string): OutgoingMail {
  const t = translatorFor(to.language);
  const link = `${appUrl}${ALERT_PATHS.history}`;
  const lines = [
    t('mail:alert.body', { name: entry.alertName, ticker: entry.ticker, time: entry.firedAt.slice(0, 16).replace('T', ' ') }),
    t('mail:alert.condition', { condition: describeCondition(t, entry.condition) }),
    t('mail:alert.value', { value: valueText(t, entry.value) }),
    ...(entry.level !== null ? [t('mail:alert.level', { level: valueText(t, entry.level) })] : []),
  ];
  const greeting = t('mail:greeting', { name: to.firstname });
  const signature = t('mail:signature');
  const para = (p: string): string => `<p>${escapeHtml(p)}</p>`;
  return {
    to: to.email,
    subject: t('mail:alert.subject', { name: entry.alertName, ticker: entry.ticker }),
    text: [greeting, '', ...lines, '', t('mail:alert.open'), link, '', signature].join('\n'),
    html: [para(greeting), ...lines.map(para), para(t('mail:alert.open')), `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`, para(signature)].join(''),
    links: [link],
    kind: 'alertFired',
    language: to.language,
  };
}

/** The in-app notification of a fired alert (title and content, as the notifications list shows them). */
export function alertNotification(language: string, entry: AlertHistoryEntry): { title: string; content: string } {
  const t = translatorFor(language);
  return {
    title: t('mail:alert.notificationTitle', { name: entry.alertName, ticker: entry.ticker }),
    content: t('mail:alert.notificationContent', { condition: describeCondition(t, entry.condition), value: valueText(t, entry.value) }),
  };
}
