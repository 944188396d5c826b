import type { FastifyInstance } from 'fastify';
import * as s from '../http/schemas';
import { ApiError } from '../http/apiError';
import { readField } from '../../engine/core/filters/filterQuery';
import { resolveText } from '../../engine/core/text/localizedText';
import { translatorFor } from '../i18n';
import { settingsOf } from '../users/userView';
import { toCsv } from './csvWriter';
import { listRequestSchema, maxCacheAgeOf, runList, visibleColumns, type ListRequest } from './listService';
import { caller, listModelFor } from './requestContext';

const modelParam = s.object({ model: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]{1,63}$' } }, ['model']);

export async function listRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Params: { model: string }; Body: ListRequest | undefined }>('/list/:model', {
    config: { auth: true }, schema: { params: modelParam, body: { anyOf: [{ type: 'null' }, listRequestSchema] } },
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
    return { rows: result.rows, total: result.total, maxCacheAge: maxCacheAgeOf(list, body) };
  });

  app.post<{ Params: { model: string }; Body: { id: string; method: 'getEntities'; parameter?: ListRequest }[] }>('/bulk/:model', {
    config: { auth: true },
    schema: {
      params: modelParam,
      body: {
        type: 'array', minItems: 1, maxItems: 100,
        items: s.object({ id: { type: 'string', minLength: 1, maxLength: 100 }, method: { const: 'getEntities' }, parameter: listRequestSchema }, ['id', 'method']),
      },
    },
  }, async (req) => {
    const who = caller(req);
    const list = listModelFor(app, req.params.model, who);
    const data = [];
    // Each command gets its own status: one bad command does not spoil the others.
    for (const command of req.body) {
      try {
        const parameter = command.parameter ?? {};
        const result = await runList(app, who, list, { ...parameter, responseType: 'json' });
        // As the single list call: the client's list cache keeps the answer this long.
        data.push({ id: command.id, status: 200, payload: { rows: result.rows, total: result.total, maxCacheAge: maxCacheAgeOf(list, parameter) } });
      } catch (err) {
        const status = err instanceof ApiError ? err.statusCode : 500;
        if (status === 500) req.log.error({ err }, 'bulk command failed');
        data.push({ id: command.id, status, payload: { message: status === 500 ? 'An unexpected error occurred. Please try again.' : (err as Error).message } });
      }
    }
    return { data };
  });
}
