import type { ReactElement } from 'react';

/**
 * The shell's icon set: inline SVG strokes on a 24-unit grid, no external assets. Navigation
 * entries name an icon; unknown names (runtime entries) get the neutral dot.
 */
const PATHS: Record<string, ReactElement> = {
  home: <><path d="M3 11l9-7 9 7" /><path d="M5 10v10h5v-6h4v6h5V10" /></>,
  portfolio: <><rect x="3" y="7" width="18" height="13" rx="2" /><path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2" /><path d="M3 12h18" /></>,
  watchlist: <><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" /><circle cx="12" cy="12" r="3" /></>,
  scanner: <><circle cx="11" cy="11" r="7" /><path d="M21 21l-5-5" /><path d="M8 11h6M11 8v6" /></>,
  changes: <><path d="M3 17l6-6 4 4 8-8" /><path d="M15 7h6v6" /></>,
  gamma: <><path d="M4 20V4" /><path d="M4 20h16" /><path d="M7 16c3-8 6-8 10-10" /></>,
  futures: <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 3" /></>,
  crypto: <><circle cx="12" cy="12" r="9" /><path d="M9.5 8h4a2 2 0 0 1 0 4h-4zM9.5 12h4.5a2 2 0 0 1 0 4H9.5zM9.5 8v8M11 6v2M11 16v2" /></>,
  correlation: <><circle cx="7" cy="17" r="2" /><circle cx="12" cy="11" r="2" /><circle cx="17" cy="6" r="2" /><path d="M3 21L21 3" /></>,
  clusters: <><path d="M4 20v-5h4v5M16 20v-5h4v5M6 15v-4h12v4M12 11V5" /><circle cx="12" cy="4" r="1.5" /></>,
  leadership: <><circle cx="5" cy="12" r="2" /><circle cx="12" cy="6" r="2" /><circle cx="19" cy="12" r="2" /><path d="M6.5 10.5l4-3M13.5 7.5l4 3" /><path d="M5 18h14M16 15l3 3-3 3" /></>,
  calendar: <><rect x="3" y="5" width="18" height="16" rx="2" /><path d="M3 10h18M8 3v4M16 3v4" /></>,
  summary: <><path d="M6 3h9l4 4v14H6z" /><path d="M9 12h7M9 16h7M9 8h3" /></>,
  code: <><path d="M8 6l-6 6 6 6" /><path d="M16 6l6 6-6 6" /></>,
  subscription: <><path d="M12 2l3 6 6.5 1-4.7 4.6 1.1 6.4L12 17l-5.9 3 1.1-6.4L2.5 9 9 8z" /></>,
  token: <><circle cx="12" cy="12" r="9" /><circle cx="12" cy="12" r="5" /></>,
  reset: <><path d="M3 12a9 9 0 1 0 3-6.7" /><path d="M3 4v5h5" /></>,
  ticker: <><path d="M4 19V9M10 19V5M16 19v-7M22 19H2" /></>,
  help: <><circle cx="12" cy="12" r="9" /><path d="M9.5 9a2.5 2.5 0 0 1 5 0c0 2-2.5 2-2.5 4" /><path d="M12 17h.01" /></>,
  faq: <><path d="M4 5h16v11H9l-5 4z" /><path d="M10 9a2 2 0 1 1 3 1.7c-.6.4-1 .8-1 1.3" /></>,
  tutorial: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M10 9l5 3-5 3z" /></>,
  contact: <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="M3 7l9 6 9-6" /></>,
  settings: <><circle cx="12" cy="12" r="3" /><path d="M12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1" /></>,
  display: <><rect x="3" y="4" width="18" height="12" rx="2" /><path d="M8 20h8M12 16v4" /></>,
  admin: <><path d="M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z" /></>,
  user: <><circle cx="12" cy="8" r="4" /><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" /></>,
  list: <><path d="M8 6h13M8 12h13M8 18h13" /><path d="M3 6h.01M3 12h.01M3 18h.01" /></>,
  logout: <><path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4" /><path d="M10 17l5-5-5-5M15 12H3" /></>,
  menu: <><path d="M3 6h18M3 12h18M3 18h18" /></>,
  close: <><path d="M6 6l12 12M18 6L6 18" /></>,
  search: <><circle cx="11" cy="11" r="7" /><path d="M21 21l-5-5" /></>,
  chevron: <><path d="M6 9l6 6 6-6" /></>,
  moon: <><path d="M21 13A9 9 0 1 1 11 3a7 7 0 0 0 10 10z" /></>,
  compact: <><path d="M4 6h16M4 10h16M4 14h16M4 18h16" /></>,
  eye: <><path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" /><path d="M12 9v6M9 12h6" /></>,
  lock: <><rect x="4" y="11" width="16" height="10" rx="2" /><path d="M8 11V7a4 4 0 0 1 8 0v4" /></>,
  dot: <><circle cx="12" cy="12" r="3" /></>,
};

/** Other names that the spec's navigation and runtime entries use. */
const ALIASES: Record<string, string> = {
  dashboard: 'portfolio', overview: 'summary', tickers: 'ticker', payment: 'subscription', join: 'subscription', tokens: 'token',
  alerts: 'changes', history: 'changes', blog: 'summary', search: 'search', explorer: 'scanner', quant: 'gamma', intro: 'help',
  tutorials: 'tutorial', cftc: 'ticker', api: 'code', scripts: 'code', coupon: 'token', cache: 'settings', accounting: 'summary',
};

export function hasIcon(name: string): boolean {
  return name in PATHS || name in ALIASES;
}

/** An icon by name, hidden from assistive technology (the entry's label names it). */
export function Icon({ name, size = 18, className }: { name: string; size?: number; className?: string }) {
  const key = name in PATHS ? name : ALIASES[name] ?? 'dot';
  return (
    <svg
      className={`rs-icon${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[key] ?? PATHS.dot}
    </svg>
  );
}
