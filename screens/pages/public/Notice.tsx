import type { ReactNode } from 'react';

export interface NoticeProps {
  kind: 'error' | 'success' | 'info';
  title?: ReactNode;
  children?: ReactNode;
  /** Errors are announced at once (role alert); other notices politely (role status). */
  role?: 'alert' | 'status';
  testId?: string;
}

/** A message box: errors, confirmations and hints of the public pages. */
export function Notice({ kind, title, children, role, testId }: NoticeProps) {
  return (
    <div className={`site-notice site-notice--${kind}`} role={role ?? (kind === 'error' ? 'alert' : 'status')} data-testid={testId}>
      {title && <p className="site-notice__title">{title}</p>}
      {children}
    </div>
  );
}
