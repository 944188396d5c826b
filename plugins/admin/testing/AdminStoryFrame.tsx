import { useCallback, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiCallError, testDataProvider, type DataProvider } from '../../../engine/data';
import { SignedInFrame } from '../../summary';
import { systemToolsAnswer } from './systemToolsFixtures';
import { adminUserFixture, auditLogFixture, catalogueFixture, couponsFixture, integrityFixture, usageFixture } from './adminFixtures';

export interface AdminStoryOptions {
  language?: 'en' | 'de';
  /** Paths (without the query) whose call fails. */
  fail?: string[];
  /** The audit log answers no lines. */
  emptyLog?: boolean;
  /** The user is not an admin (the export screen sends them away). */
  member?: boolean;
  /** The cache status shows a snapshot computing. */
  snapshotRunning?: boolean;
  /** The admin also holds DEV_ONLY (the developer playground). */
  devOnly?: boolean;
}

/** The admin calls over fixtures; every action answers the server's "Successful: …" message. */
export function adminProvider(options: AdminStoryOptions = {}): DataProvider {
  return testDataProvider({
    request: (async (path: string) => {
      const bare = path.split('?')[0]!;
      if (options.fail?.some((p) => bare.startsWith(p))) throw new ApiCallError(404, 'Not found');
      const systemTools = systemToolsAnswer(path, { running: options.snapshotRunning });
      if (systemTools !== undefined) return systemTools;
      if (bare === '/userAdmin/userData') return adminUserFixture();
      if (bare === '/userAdmin/analyzeUsage') return usageFixture();
      if (bare === '/catalog') return catalogueFixture();
      if (bare === '/checkIntegrity') return integrityFixture();
      if (bare === '/coupons') return { coupons: couponsFixture() };
      if (bare === '/createCoupon') return { coupon: { ...couponsFixture()[0]!, code: 'NEWCODE' } };
      if (bare === '/deactivateCoupon') return { coupon: { ...couponsFixture()[0]!, active: false } };
      if (bare === '/userSubscriptionTimeLeftCheck') return { scope: 'all', checkedAt: '2026-11-27T06:00:00.000Z', renewed: 3, renewalsFailed: 1, ended: 2, refundsSettled: 0 };
      if (bare === '/admin/exportUsers') {
        if (new URLSearchParams(path.split('?')[1]).get('token') !== 'story-token') throw new ApiCallError(403, 'The secret token is wrong.');
        return new Blob(['username,email\n'], { type: 'text/csv' });
      }
      if (bare === '/auditLog/log4user') return options.emptyLog ? { data: [], page: 1, pageSize: 50, total: 0 } : auditLogFixture();
      if (bare === '/userAdmin/addRT') return { msg: 'Successful: 25 real-time ranges added to annamember.' };
      if (bare.startsWith('/userAdmin/') || bare.startsWith('/deactivateSubscription/') || bare.startsWith('/activateSubscription/')) return { msg: `Successful: ${bare}` };
      throw new Error(`the story has no answer for ${path}`);
    }) as DataProvider['request'],
  });
}

const ADMIN = ['ADMIN'] as const;
const ADMIN_DEV = ['ADMIN', 'DEV_ONLY'] as const;
const NO_MODULES: readonly string[] = [];

export function AdminStoryFrame({ children, options = {} }: { children: ReactNode; options?: AdminStoryOptions }) {
  const provider = useCallback(() => adminProvider(options), [options]);
  return (
    <SignedInFrame provider={provider} plan="elite" language={options.language} extraModules={options.member ? NO_MODULES : options.devOnly ? ADMIN_DEV : ADMIN}>
      <MemoryRouter initialEntries={['/dashboard/admin']}>
        <Routes>
          <Route path="/dashboard" element={<h1 data-testid="dashboard">Dashboard</h1>} />
          <Route path="*" element={<main>{children}</main>} />
        </Routes>
      </MemoryRouter>
    </SignedInFrame>
  );
}
