import { useInRouterContext, useNavigate } from 'react-router-dom';
import { inAppClick } from '../ui/inAppClick';
import './infoLink.css';

export interface InfoLinkProps {
  /** The in-app path of the page that explains the number (e.g. a methodology page with its as-of date). */
  href: string;
  /** The accessible name: what the link explains (the symbol alone says nothing to a screen reader). */
  label: string;
  className?: string;
}

/** A path inside this app: one leading slash, no scheme, no protocol-relative `//host`. */
export function isInAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//') && !href.includes('\\');
}

function RoutedInfoLink({ href, label, className }: InfoLinkProps) {
  const navigate = useNavigate();
  return (
    <a href={href} className={className} aria-label={label} title={label} data-testid="info-link" onClick={inAppClick((path) => void navigate(path), href)} />
  );
}

/**
 * A small "ⓘ" link to the page (the symbol is drawn by CSS, so it adds nothing to the text of the
 * label or cell it sits in; the link's name is its aria-label) that explains a number. Inside the app's router a plain click stays
 * in the app (no page load); outside one (a static story) it is an ordinary link.
 *
 * @example <InfoLink href="/help/methodology/trend?asOf=2026-11-26" label="How the trend is computed" />
 */
export function InfoLink(props: InfoLinkProps) {
  const inRouter = useInRouterContext();
  // Only in-app paths: a model or a plugin cannot turn the symbol into a link elsewhere.
  if (!isInAppPath(props.href)) return null;
  const className = ['rs-info-link', props.className].filter(Boolean).join(' ');
  if (inRouter) return <RoutedInfoLink {...props} className={className} />;
  return (
    <a href={props.href} className={className} aria-label={props.label} title={props.label} data-testid="info-link" />
  );
}
