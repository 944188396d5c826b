import type { ReactElement } from 'react';
import { LandingPage } from './LandingPage';
import { LoginPage } from './LoginPage';
import { VerifyEmailPage } from './VerifyEmailPage';
import { OutboxPage } from './OutboxPage';

/** The public routes (document 1 section 2.1); App.tsx mounts them outside the protected layout. */
export const publicRoutes: { path: string; element: ReactElement }[] = [
  { path: '/', element: <LandingPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/verifyEmail', element: <VerifyEmailPage /> },
  { path: '/dev/outbox', element: <OutboxPage /> },
];
