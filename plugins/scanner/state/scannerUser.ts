import type { SessionStore } from '../../../engine/state';
import { tableDisplayOf } from '../../listTools';
import type { ScannerUserContext } from '../../../product/scannerFilters';

/**
 * What the filter set depends on (document 2 section 5): the user's modules and the range
 * display setting (rangePosAsPercent, the display settings' rule). Read inside an observer, it
 * follows every change of the user object.
 */
export function scannerUserOf(session: Pick<SessionStore, 'modules' | 'settings'>): ScannerUserContext {
  return { modules: session.modules, rangePosAsPercent: tableDisplayOf(session.settings).rangePosAsPercent };
}
