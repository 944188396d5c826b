import type { CellRendererProps } from '../cellTypes';
import { isEmptyValue } from './formatters';
import { EMPTY_VALUE } from './EmptyValue';

/** Only http(s) addresses and paths of this site become links; anything else stays text. */
export function safeHref(href: string): string | null {
  return /^(https?:\/\/|\/(?!\/))/i.test(href.trim()) ? href.trim() : null;
}

function linkParts(value: unknown): { href: string; label: string } | null {
  if (typeof value === 'string') return { href: value, label: value };
  if (value && typeof value === 'object' && typeof (value as { href?: unknown }).href === 'string') {
    const { href, label } = value as { href: string; label?: unknown };
    return { href, label: typeof label === 'string' && label ? label : href };
  }
  return null;
}

/** A link from a URL text or `{href, label}`; external links open in a new tab. */
export function LinkCell({ value }: CellRendererProps) {
  if (isEmptyValue(value)) return EMPTY_VALUE;
  const parts = linkParts(value);
  const href = parts ? safeHref(parts.href) : null;
  if (!parts || !href) return <span className="rs-cell rs-cell--string">{parts?.label ?? String(value)}</span>;
  const external = /^https?:/i.test(href);
  return (
    <a className="rs-cell rs-cell--link" href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {parts.label}
    </a>
  );
}
