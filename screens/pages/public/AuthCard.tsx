import type { ReactNode } from 'react';
import { PublicLayout } from './PublicLayout';

export interface AuthCardProps {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The narrow card of the sign-in, password and verification pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <PublicLayout width="narrow">
      <div className="auth-card">
        <div className="auth-card__head">
          <h1>{title}</h1>
          {subtitle && <p>{subtitle}</p>}
        </div>
        <div className="site-card">{children}</div>
        {footer && <div className="auth-card__foot">{footer}</div>}
      </div>
    </PublicLayout>
  );
}
