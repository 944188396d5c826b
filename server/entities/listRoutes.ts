import type { FastifyInstance } from 'fastify';
import * as s from '../http/schemas';
import { ApiError, badRequest } from '../http/apiError';
import { readField } from '../../engine/core/filters/filterQuery';
import { resolveText } from '../../engine/core/text/localizedText';
import { translatorFor } from '../i18n';
import { settingsOf } from '../users/userView';
import { toCsv } from './csvWriter';
import { listRequestSchema, maxCacheAgeOf, runList, visibleColumns, type ListRequest } from './listService';
import type { ListResult } from './datasetRegistry';
import { jsonArrayBytes } from '../assets/assetView';
import { bulkRequestSchema, duplicateId, parseBulkCommand } from './bulkCommands';
import { caller, listModelFor } from './requestContext';
import type { BulkAnswer, BulkResult, ListAnswer } from '../../contracts';

/**
 * A list result's rows as UTF-8 JSON: the dataset's own bytes when it keeps them (the asset rows),
 * else serialised once per result object (an answer from the list cache is not serialised again).
 */
const rowsText = new WeakMap<ListResult, Buffer>();
function rowsBytesOf(result: ListResult): Buffer {
  if (result.rowsBytes) return jsonArrayBytes(result.rowsBytes);
  let bytes = rowsText.get(result);
  if (bytes === undefined) rowsText.set(result, (bytes = Buffer.from(JSON.stringify(result.rows))));
  return bytes;
}

const ROWS_OPEN = Buffer.from('{"rows":');

const modelParam = s.object({ model: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{1,63}$' } }, ['model']);

export async function listRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { model: string }; Body: ListRequest | undefined }>('/list/:model', {
    config: { auth: true, userUnchanged: true }, schema: { params: modelParam, body: { anyOf: [{ type: 'null' }, listRequestSchema] } },
  }, async (req, reply) => {
    const who = caller(req);
    const list = listModelFor(app, req.params.model, who);
    const body = req.body ?? {};
    const result = await runList(app, who, list, body);
    if (body.responseType === 'csv') {
      const language = String(settingsOf(who.user).language);
      const t = translatorFor(language);
      const columns = visibleColumns(list, who.modules);
      const csv = toCsv(
        columns.map((c) => resolveText(c.label, language, t, c.key)),
        result.rows.map((r) => columns.map((c) => readField(r, c.key))),
        body.responseTypeSeparator ?? (String(settingsOf(who.user).csvSeparator) || ';'),
      );
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${list.name}.csv"`).send(csv);
    }
    const answer: Omit<ListAnswer, 'rows'> = { total: result.total, maxCacheAge: maxCacheAgeOf(list, body) };
    void reply.type('application/json; charset=utf-8');
    return Buffer.concat([ROWS_OPEN, rowsBytesOf(result), Buffer.from(`,${JSON.stringify(answer).slice(1)}`)]);
  });

  app.post<{ Params: { model: string }; Body: (Record<string, unknown> & { id: string })[] }>('/bulk/:model', {
    config: { auth: true },
    schema: { params: modelParam, body: bulkRequestSchema },
  }, async (req): Promise<BulkAnswer> => {
    const who = caller(req);
    const twice = duplicateId(req.body);
    if (twice !== null) throw badRequest(`Invalid request: the command id ${JSON.stringify(twice)} is used twice; each command needs its own`);
    const list = listModelFor(app, req.params.model, who);
    const data: BulkResult[] = [];
    // Each command gets its own status: an unknown method, a bad parameter or a refused read
    // spoils none of the others (document 2 section 7).
    for (const command of req.body) {
      try {
        const parameter = parseBulkCommand(command);
        const result = await runList(app, who, list, { ...parameter, responseType: 'json' });
        // As the single list call: the client's list cache keeps the answer this long.
        data.push({ id: command.id, status: 200, payload: { rows: result.rows, total: result.total, maxCacheAge: maxCacheAgeOf(list, parameter) } });
      } catch (err) {
        const status = err instanceof ApiError ? err.statusCode : 500;
        if (status === 500) req.log.error({ err }, 'bulk command failed');
        const code = err instanceof ApiError && status !== 500 ? err.code : undefined;
        data.push({
          id: command.id, status,
          payload: { message: status === 500 ? 'An unexpected error occurred. Please try again.' : (err as Error).message, ...(code !== undefined ? { code } : {}) },
        });
      }
    }
    return { data };
  });
}
