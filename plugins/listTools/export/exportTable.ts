/**
 * `exportTable`: one export with the session's settings and modules, the conversion calls with
 * the session's authorization, and the spec's failure handling (document 2 section 8): a failure
 * is logged as a data access error and answers null, the caller removes its overlay, and no
 * message is shown (a failure that ends the session still ends it, as on every call).
 */
import type { EngineServices } from '../../../engine/ui';
import { classifyError, saveFile } from '../../../engine/data';
import { logDataAccessError } from '../clientLog';
import { writeExport, type ExportEnv, type ExportRequest, type ExportResult } from './writeExport';

export type ExportServices = Pick<EngineServices, 'session' | 'data' | 'controller'>;

/** The environment of a browser export: the session's modules and settings, the server's conversions, a download. */
export function browserExportEnv(services: ExportServices): ExportEnv {
  const { session, data } = services;
  return {
    modules: session.modules,
    settings: session.settings,
    now: () => new Date(),
    // A file answer; its failure is reported by reportExportFailure below, not by the catalogue.
    convert: (kind, body) => data.request<Blob>(kind === 'xlsx' ? '/csv2xls' : '/csv2pdf', { body, responseType: 'blob', reportError: false }),
    save: saveFile,
  };
}

/**
 * Exports a table as the user chose (Excel or PDF) and the settings say; null when it failed.
 *
 * @example await exportTable(services, { headers, items, exportFormat: 'Excel', listName: 'TECH' })
 */
export async function exportTable(services: ExportServices, request: ExportRequest, env: ExportEnv = browserExportEnv(services)): Promise<ExportResult | null> {
  try {
    return await writeExport(request, env);
  } catch (err) {
    await reportExportFailure(services, err);
    return null;
  }
}

/** Logs a failed export; a 401/403 still ends the session, everything else stays silent. */
export async function reportExportFailure(services: ExportServices, err: unknown): Promise<void> {
  const effect = classifyError(err);
  if (effect.kind === 'sessionExpired') services.controller.handleEffect(effect);
  await logDataAccessError(services.data.request, services.session.user?.username, 'export', err);
}
