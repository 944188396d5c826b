import type { PlanTier, StaffRole } from '../../product/plans';

export interface DemoAccount {
  username: string;
  firstname: string;
  lastname: string;
  plan: PlanTier;
  roles: StaffRole[];
  description: string;
}

/** The seeded demo accounts; README.md lists the same ones (tests/api checks that it does). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { username: 'demofree', firstname: 'Fiona', lastname: 'Free', plan: 'demo', roles: [], description: 'free user' },
  { username: 'demopremium', firstname: 'Paul', lastname: 'Premium', plan: 'premium', roles: [], description: 'Premium user' },
  { username: 'demoelite', firstname: 'Elena', lastname: 'Elite', plan: 'elite', roles: [], description: 'Elite user' },
  { username: 'demoadmin', firstname: 'Ada', lastname: 'Admin', plan: 'elite', roles: ['admin'], description: 'admin' },
  { username: 'democms', firstname: 'Carl', lastname: 'Content', plan: 'demo', roles: ['cmsManager'], description: 'CMS manager' },
];

export const demoEmail = (username: string): string => `${username}@example.com`;
