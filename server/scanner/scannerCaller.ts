/**
 * Who asks a scanner call, with what the scanner reads of them: the permission modules (the
 * filter set and the sortable fields follow them), the range display setting (position on range
 * or upside/downside ratio) and the language the filter problems are put in.
 */
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../appDeps';
import { requireAuth } from '../auth/sessionAuth';
import { settingsOf } from '../users/userView';
import { modulesOf } from '../users/userModules';
import type { PermissionModule } from '../../product/permissionModules';
import type { ScannerUserContext } from '../../product/scannerFilters';

export interface ScannerCaller extends ScannerUserContext {
  user: UserRow;
  modules: readonly PermissionModule[];
  language: string;
}

export function scannerCaller(request: FastifyRequest): ScannerCaller {
  const { user } = requireAuth(request);
  const settings = settingsOf(user);
  return {
    user,
    modules: modulesOf(user),
    rangePosAsPercent: settings.rangePosAsPercent !== false,
    language: typeof settings.language === 'string' ? settings.language : 'en',
  };
}
