/**
 * The scanner's calls (issue 19; document 2 sections 2, 5, 7, 9). Each needs a session (401) and
 * the scanner's module, SCANNER_MODULE (403, before any input check):
 * - POST /scanner/search      ScannerSearchBody → ScannerSearchAnswer (scannerSearch.ts)
 * - GET  /scanner/lastResults → ScannerLastResults (scannerResults.ts)
 * - POST /scanner/results     ScannerResultsBody → ScannerLastResults (scannerResults.ts)
 */
import type { FastifyInstance } from 'fastify';
import { SCANNER_MODULE } from '../../product/scannerFilters';
import type { ScannerLastResults, ScannerResultsBody, ScannerSearchAnswer, ScannerSearchBody } from '../../contracts';
import { scannerCaller } from './scannerCaller';
import { lastResults } from './scannerResults';
import { scannerResultsBody, scannerSearchBody } from './scannerSchemas';
import { runSearch } from './scannerSearch';

export async function scannerRoutes(app: FastifyInstance): Promise<void> {
  const config = { auth: true, permission: SCANNER_MODULE };

  app.post<{ Body: ScannerSearchBody }>('/scanner/search', { config, schema: { body: scannerSearchBody } },
    async (req): Promise<ScannerSearchAnswer> => runSearch(app, scannerCaller(req), req.body));

  app.get('/scanner/lastResults', { config }, async (req): Promise<ScannerLastResults> => lastResults(app, scannerCaller(req)));

  app.post<{ Body: ScannerResultsBody | null | undefined }>('/scanner/results', { config, schema: { body: scannerResultsBody } },
    async (req): Promise<ScannerLastResults> => lastResults(app, scannerCaller(req), req.body ?? {}));
}
