import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as s from '../http/schemas';
import { parseBasicAuth } from '../auth/presentedCredentials';
import { requireAuth } from '../auth/sessionAuth';
import { badRequest, unauthorized } from '../http/apiError';
import { EXPORT_LIMITS, checkPdfSize, checkRowLengths } from './exportTable';
import { buildXlsx, XLSX_CONTENT_TYPE } from './xlsxFile';
import { buildPdf, PDF_CONTENT_TYPE } from './pdfTable';
import { contentDisposition, type ExportExtension } from './fileName';
import type { ExportBody, ExportColumnType } from '../../contracts';

/** One column's layout, or null for the defaults (contracts/export.ts ExportColumnSpec). */
const columnSpec = {
  ...s.object({
    width: { type: 'number', minimum: 1, maximum: 100 },
    numFmt: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[0-9A-Za-z#?.,;:%$€£¥+\\-/ ()\\[\\]"_\\\\@*]+$' },
    type: { type: 'string', enum: ['auto', 'text'] },
  }),
  type: ['object', 'null'],
};

const bodySchema = s.object({
  headings: {
    type: 'array', minItems: 1, maxItems: EXPORT_LIMITS.maxColumns,
    items: { type: 'string', maxLength: EXPORT_LIMITS.maxHeadingLength },
  },
  data: {
    type: 'array', maxItems: EXPORT_LIMITS.maxRows,
    items: {
      type: 'array', maxItems: EXPORT_LIMITS.maxColumns,
      items: { type: ['string', 'number', 'null'], maxLength: EXPORT_LIMITS.maxCellLength },
    },
  },
  specs: s.object({
    sheetName: { type: 'string', minLength: 1, maxLength: 31 },
    columns: { type: 'array', maxItems: EXPORT_LIMITS.maxColumns, items: columnSpec },
  }),
  fileName: { type: 'string', maxLength: 255 },
}, ['headings', 'data']);

/**
 * Refuses a request without credentials before its body (up to 20 MiB) is read. The session
 * itself is checked by sessionAuth's preHandler, as for every `config.auth` route.
 */
async function credentialsPresent(request: FastifyRequest): Promise<void> {
  if (!parseBasicAuth(request.headers.authorization)) throw unauthorized();
}

const routeOptions = {
  config: { auth: true },
  bodyLimit: EXPORT_LIMITS.bodyLimitBytes,
  onRequest: credentialsPresent,
  schema: { body: bodySchema },
};

/** What the schema cannot say: one cell per heading in every row, at most one column spec per heading. */
function checkShape(body: ExportBody): void {
  checkRowLengths(body);
  const specs = body.specs?.columns?.length ?? 0;
  if (specs > body.headings.length) {
    throw badRequest(`Invalid request: body.specs.columns has ${specs} entries, but there are only ${body.headings.length} headings`, 'EXPORT_SPECS_COLUMNS');
  }
}

function sendFile(reply: FastifyReply, file: Buffer, extension: ExportExtension, contentType: string, fileName: string | undefined, now: Date): FastifyReply {
  return reply
    .type(contentType)
    .header('content-disposition', contentDisposition(fileName, extension, now))
    .send(file);
}

/** `POST /csv2xls` and `POST /csv2pdf`: a table in, an .xlsx or .pdf download out. */
export async function exportRoutes(app: FastifyInstance): Promise<void> {
  app.post<{ Body: ExportBody }>('/csv2xls', routeOptions, async (req, reply) => {
    requireAuth(req);
    checkShape(req.body);
    const now = app.deps.now();
    const file = await buildXlsx(req.body, req.body.specs ?? {}, now);
    return sendFile(reply, file, 'xlsx', XLSX_CONTENT_TYPE, req.body.fileName, now);
  });

  app.post<{ Body: ExportBody }>('/csv2pdf', routeOptions, async (req, reply) => {
    requireAuth(req);
    checkShape(req.body);
    checkPdfSize(req.body);
    const now = app.deps.now();
    const types = req.body.headings.map((_, c): ExportColumnType => req.body.specs?.columns?.[c]?.type ?? 'auto');
    const file = await buildPdf(req.body, types, now);
    return sendFile(reply, file, 'pdf', PDF_CONTENT_TYPE, req.body.fileName, now);
  });
}
