import type { ReactNode } from 'react';
import { SiteHeader } from './SiteHeader';
import { SiteFooter } from './SiteFooter';
import './site.css';

export interface PublicLayoutProps {
  children: ReactNode;
  /** `narrow` for forms, `text` for long reading, `wide` (default) for the landing and lists. */
  width?: 'narrow' | 'text' | 'wide';
  /** Shown below the page, for example the cookie banner of the funnel pages. */
  after?: ReactNode;
}

/** The frame of every public page: header, main content, footer. */
export function PublicLayout({ children, width = 'wide', after }: PublicLayoutProps) {
  const mainClass = width === 'wide' ? 'site-main' : `site-main site-main--${width}`;
  return (
    <div className="site">
      <SiteHeader />
      <main className={mainClass} id="main">{children}</main>
      <SiteFooter />
      {after}
    </div>
  );
}
