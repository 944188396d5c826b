/**
 * The newsletters' mails in the recipient's language (locales/*\/newsletter.json `mail.*`, the
 * greeting and signature of `mail`): the confirmation of a signup, the daily issue and the Elite
 * issue. Every one ends with its one-click unsubscribe link.
 */
import type { TFunction } from 'i18next';
import type { DailyNewsletterContent, MonthlyNewsletterContent, NewsletterContent } from '../../contracts';
import { translatorFor } from '../i18n';
import { escapeHtml } from '../mail/accountMails';
import type { OutgoingMail } from '../mail/mailer';

export interface NewsletterRecipient {
  email: string;
  name: string;
  language: string;
}

/** A paragraph, a heading, a list of lines, or a link. */
type Block = { p: string } | { h: string } | { list: string[] } | { link: string };

function mailOf(to: NewsletterRecipient, kind: string, subject: string, blocks: Block[], unsubscribe: string): OutgoingMail {
  const t = translatorFor(to.language);
  const all: Block[] = [{ p: t('mail:greeting', { name: to.name }) }, ...blocks, { p: t('mail:signature') }, { p: t('newsletter:mail.unsubscribe') }, { link: unsubscribe }];
  const text = all.map((b) => ('p' in b ? b.p : 'h' in b ? `\n${b.h}` : 'list' in b ? b.list.map((l) => `- ${l}`).join('\n') : b.link)).join('\n\n');
  const html = all.map((b) => ('p' in b ? `<p>${escapeHtml(b.p)}</p>`
    : 'h' in b ? `<h3>${escapeHtml(b.h)}</h3>`
      : 'list' in b ? `<ul>${b.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>`
        : `<p><a href="${escapeHtml(b.link)}">${escapeHtml(b.link)}</a></p>`)).join('');
  const links = all.flatMap((b) => ('link' in b ? [b.link] : []));
  return { to: to.email, subject, text, html, links, kind, language: to.language === 'de' ? 'de' : 'en' };
}

export function confirmationMail(to: NewsletterRecipient, confirmLink: string, unsubscribe: string, hours: number): OutgoingMail {
  const t = translatorFor(to.language);
  return mailOf(to, 'newsletterConfirm', t('newsletter:mail.confirm.subject'), [
    { p: t('newsletter:mail.confirm.body', { hours }) }, { link: confirmLink }, { p: t('newsletter:mail.confirm.ignore') },
  ], unsubscribe);
}

function numberIn(language: string) {
  const f = (digits: number) => new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  return {
    price: (v: number | null): string => (v === null ? '–' : f(2).format(v)),
    percent: (v: number | null): string => (v === null ? '–' : `${v > 0 ? '+' : ''}${f(2).format(v)} %`),
    whole: (v: number | null): string => (v === null ? '–' : f(0).format(v)),
    billions: (v: number): string => f(1).format(v / 1e9),
  };
}

const word = (t: TFunction, value: string | null): string => (value ? t(`models:signal.${value}`, { defaultValue: value }) : '–');

function dailyBlocks(t: TFunction, language: string, c: DailyNewsletterContent): Block[] {
  const n = numberIn(language);
  const top = (items: DailyNewsletterContent['bullish']) => items.map((i) => t('newsletter:mail.daily.topLine', { ticker: i.ticker, name: i.name, change: n.percent(i.percentChange), trend: word(t, i.trend), momentum: word(t, i.momentum) }));
  return [
    { p: t('newsletter:mail.daily.intro', { date: c.asOfDate }) },
    { h: t('newsletter:mail.daily.markets') },
    { list: c.markets.map((m) => t('newsletter:mail.daily.marketLine', { ticker: m.ticker, name: m.name, price: n.price(m.latestPrice), change: n.percent(m.percentChange), position: n.whole(m.positionOnRange), trend: word(t, m.trend), momentum: word(t, m.momentum) })) },
    { h: t('newsletter:mail.daily.bullish') },
    c.bullish.length ? { list: top(c.bullish) } : { p: t('newsletter:mail.daily.none') },
    { h: t('newsletter:mail.daily.bearish') },
    c.bearish.length ? { list: top(c.bearish) } : { p: t('newsletter:mail.daily.none') },
    { h: t('newsletter:mail.daily.breaches') },
    c.breaches.length
      ? { list: c.breaches.map((b) => t(`newsletter:mail.daily.breach.${b.direction}`, { ticker: b.ticker, name: b.name, price: n.price(b.latestPrice), change: n.percent(b.percentChange), low: n.price(b.lowerRange), high: n.price(b.upperRange) })) }
      : { p: t('newsletter:mail.daily.noBreaches') },
    { h: t('newsletter:mail.daily.changes') },
    c.changes.length
      ? { list: c.changes.map((s) => t(`newsletter:mail.daily.change.${s.change === 'deterioration' ? 'deterioration' : 'improvement'}`, { ticker: s.ticker, name: s.name, from: word(t, s.from), to: word(t, s.to) })) }
      : { p: t('newsletter:mail.daily.noChanges') },
    { p: t('newsletter:mail.daily.universe', { count: c.universe }) },
  ];
}

function monthlyBlocks(t: TFunction, language: string, c: MonthlyNewsletterContent): Block[] {
  const n = numberIn(language);
  return [
    { p: t('newsletter:mail.monthly.intro', { month: c.month, date: c.asOfDate, count: c.lines.length }) },
    { p: t('newsletter:mail.monthly.legend') },
    { list: c.lines.map((l) => t('newsletter:mail.monthly.line', {
      ticker: l.ticker, name: l.name, size: n.billions(l.capitalisation), sizeKind: t(`newsletter:mail.monthly.${l.type === 'etf' ? 'aum' : 'marketCap'}`),
      price: n.price(l.latestPrice), trend: word(t, l.trend), momentum: word(t, l.momentum),
      triggerLow: n.price(l.triggerLow), triggerHigh: n.price(l.triggerHigh), targetLow: n.price(l.targetLow), targetHigh: n.price(l.targetHigh),
      zeroGamma: n.price(l.zeroGamma), putWall: n.price(l.putWall), callWall: n.price(l.callWall),
    })) },
  ];
}

export function issueSubject(language: string, content: NewsletterContent): string {
  const t = translatorFor(language);
  return content.kind === 'daily'
    ? t('newsletter:mail.daily.subject', { date: content.asOfDate })
    : t('newsletter:mail.monthly.subject', { month: content.month });
}

export function issueMail(to: NewsletterRecipient, content: NewsletterContent, unsubscribe: string): OutgoingMail {
  const t = translatorFor(to.language);
  const blocks = content.kind === 'daily' ? dailyBlocks(t, to.language, content) : monthlyBlocks(t, to.language, content);
  return mailOf(to, content.kind === 'daily' ? 'newsletterDaily' : 'newsletterMonthly', issueSubject(to.language, content), blocks, unsubscribe);
}
