import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { AppDeps } from './appDeps';
import { sessionAuth } from './auth/sessionAuth';
import { installErrorHandler } from './http/errorHandler';
import { ApiError } from './http/apiError';
import { guardInput } from './http/inputGuard';
import { boundRouteIntegers } from './http/integerBounds';
import { formatValidationErrors } from './http/validationMessages';
import { redactUrl } from './http/logRedaction';
import { staticClient } from './http/staticClient';
import { rateLimitStoreOf } from './http/rateLimitStore';
import { installSecurityHeaders } from './http/securityHeaders';
import { registerRoutes } from './auth/registerRoutes';
import { verificationRoutes } from './auth/verificationRoutes';
import { sessionRoutes } from './auth/sessionRoutes';
import { passwordRoutes } from './auth/passwordRoutes';
import { userDataRoutes } from './users/userDataRoutes';
import { foreignUserDataRoutes } from './users/foreignUserData';
import { outboxRoutes } from './mail/outboxRoutes';
import { createEngineServices, type EngineServices } from './models/engineServices';
import { installPermissionScheme } from '../engine/core/permissions/permissionScheme';
import { PERMISSION_SCHEME } from '../product/permissionModules';
import { modelRoutes } from './models/modelRoutes';
import { entityRoutes } from './entities/entityRoutes';
import { listRoutes } from './entities/listRoutes';
import { navigationRoutes } from './navigation/navigationRoutes';
import { billingRoutes } from './billing/routes/billingRoutes';
import { exportRoutes } from './export/exportRoutes';
import { registerShippedModelServices } from './models/shippedModelServices';
import { marketReadRoutes } from './assets/marketReadRoutes';
import { activationRoutes } from './assets/activationRoutes';
import { realtimeRoutes } from './assets/realtimeRoutes';
import { publicDemoRoutes } from './assets/publicDemoRoutes';
import { watchlistRoutes } from './watchlists/watchlistRoutes';
import { scannerRoutes } from './scanner/scannerRoutes';
import { alertRoutes } from './alerts/alertRoutes';
import { clusterRoutes } from './clusters/clusterRoutes';
import { homeRoutes } from './home/homeRoutes';
import { summaryRoutes } from './home/summaryRoutes';
import { overviewRoutes } from './overview/overviewRoutes';
import { volatilityRoutes } from './volatility/volatilityRoutes';
import { gammaRoutes } from './gamma/gammaRoutes';
import { trackRecordRoutes } from './trackRecord/trackRecordRoutes';
import { backtestRoutes } from './backtests/backtestRoutes';
import { newsletterRoutes } from './newsletters/newsletterRoutes';
import { quantStudioRoutes } from './quantStudio/quantStudioRoutes';
import { helpRoutes } from './help/helpRoutes';
import { supportRoutes } from './support/supportRoutes';
import { blogArticleRoutes } from './blog/articlesRoutes';
import { blogCommentRoutes } from './blog/commentsRoutes';
import { blogLikeRoutes } from './blog/likesRoutes';
import { publicApiRoutes } from './publicApi/publicApiRoutes';
import { chartingRoutes } from './charting/chartingRoutes';
import { userAdminRoutes } from './admin/userAdminRoutes';
import { auditLogRoutes } from './admin/auditLogRoutes';
import { exportUsersRoutes } from './admin/exportUsersRoutes';
import { systemAdminRoutes } from './admin/systemAdminRoutes';
import { accountingRoutes } from './admin/accountingRoutes';
import { notificationAdminRoutes } from './admin/notificationAdminRoutes';
import { cacheAdminRoutes } from './admin/cacheAdminRoutes';
import { searchAdminRoutes } from './admin/searchAdminRoutes';
import { devPagesRoutes } from './admin/devPagesRoutes';
import { tickerAdminRoutes } from './admin/tickerAdminRoutes';
import type { HealthAnswer } from '../contracts';

export interface BuildOptions {
  /** pino options, or false to stay silent (tests). */
  logger?: boolean | Record<string, unknown>;
  /** The engine's server side; built from the shipped and stored models when not given. */
  engine?: EngineServices;
}

/** Builds the whole server: every call under /api, the client at /. Listening is the caller's job. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  // The engine's permission functions (models, lists, navigation) read the product's modules.
  installPermissionScheme(PERMISSION_SCHEME);
  const logger = options.logger === false ? false : {
    level: deps.config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req(req: { method: string; url: string; ip?: string }) {
        return { method: req.method, url: redactUrl(req.url), ip: req.ip };
      },
    },
    ...(typeof options.logger === 'object' ? options.logger : {}),
  };
  const app = Fastify({
    logger,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: false, allErrors: false, allowUnionTypes: true } },
    schemaErrorFormatter: formatValidationErrors,
  });
  app.decorate('deps', deps);
  app.decorate('engine', options.engine ?? (await createEngineServices(deps.db)));
  if (deps.changes) {
    const unfollow = [
      app.engine.models.follow(deps.changes, (err) => app.log.error({ err }, 'runtime models: reload after a change failed')),
      app.engine.listCache.follow(deps.changes),
    ];
    app.addHook('onClose', async () => unfollow.forEach((stop) => stop()));
  }
  installErrorHandler(app);

  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // ajv compiles the models' schemas (runtime models included) to functions in the
        // browser; inline scripts stay forbidden, so injected markup still cannot run code.
        scriptSrc: ["'self'", "'unsafe-eval'"],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: deps.config.appUrl.startsWith('https://'),
  }, '/api');
  // Counted where every instance sees the same counts: Redis, else PostgreSQL, else (embedded) memory.
  const rateLimitStore = rateLimitStoreOf(deps, (err) => app.log.warn({ err }, 'rate limits: Redis connection failed'));
  app.addHook('onClose', rateLimitStore.close);
  await app.register(rateLimit, {
    ...rateLimitStore.options,
    global: false,
    // A code of its own, so that the client can tell it from the spec's ticker-limit 429.
    errorResponseBuilder: (_req, ctx) => new ApiError(ctx.statusCode, `Too many requests. Please try again in ${ctx.after}.`, 'RATE_LIMITED'),
  });
  await app.register(sessionAuth);

  await app.register(async (api) => {
    // Every route's integers get the columns' bounds (server/http/integerBounds.ts).
    api.addHook('onRoute', boundRouteIntegers);
    api.addHook('preValidation', guardInput);
    api.get('/health', async (): Promise<HealthAnswer> => {
      const market = deps.market?.status();
      return {
        status: deps.config.maintenance ? 'maintenance' : 'ok',
        serverVersion: deps.config.serverVersion,
        jobs: deps.jobs ? await deps.jobs.health() : null,
        snapshot: market
          ? {
              cacheStatus: market.cacheStatus, asOf: market.asOf, publishedAt: market.publishedAt, source: market.snapshotSource,
              stored: market.stored && { asOf: market.stored.asOf, computedBy: market.stored.computedBy, bytes: market.stored.bytes, createdAt: market.stored.createdAt },
              loadMs: market.loadMs, nextRunAt: market.nextRunAt, lastError: market.lastError,
            }
          : null,
      };
    });
    await api.register(registerRoutes);
    await api.register(verificationRoutes);
    await api.register(sessionRoutes);
    await api.register(passwordRoutes);
    await api.register(userDataRoutes);
    await api.register(foreignUserDataRoutes);
    await api.register(outboxRoutes);
    await api.register(modelRoutes);
    await api.register(entityRoutes);
    await api.register(listRoutes);
    await api.register(navigationRoutes);
    await api.register(billingRoutes);
    await api.register(marketReadRoutes);
    await api.register(exportRoutes);
    await api.register(activationRoutes);
    await api.register(realtimeRoutes);
    await api.register(publicDemoRoutes);
    await api.register(watchlistRoutes);
    await api.register(scannerRoutes);
    await api.register(alertRoutes);
    await api.register(clusterRoutes);
    await api.register(homeRoutes);
    await api.register(summaryRoutes);
    await api.register(overviewRoutes);
    await api.register(volatilityRoutes);
    await api.register(gammaRoutes);
    await api.register(trackRecordRoutes);
    await api.register(backtestRoutes);
    await api.register(newsletterRoutes);
    await api.register(quantStudioRoutes);
    await api.register(helpRoutes);
    await api.register(supportRoutes);
    await api.register(blogArticleRoutes);
    await api.register(blogCommentRoutes);
    await api.register(blogLikeRoutes);
    await api.register(publicApiRoutes);
    await api.register(chartingRoutes(deps.chartingPlatform));
    await api.register(userAdminRoutes);
    await api.register(auditLogRoutes);
    await api.register(exportUsersRoutes);
    await api.register(systemAdminRoutes);
    await api.register(tickerAdminRoutes);
    await api.register(accountingRoutes);
    await api.register(notificationAdminRoutes);
    await api.register(cacheAdminRoutes);
    await api.register(searchAdminRoutes);
    await api.register(devPagesRoutes);
  }, { prefix: '/api' });
  registerShippedModelServices(app);

  await staticClient(app, deps.config.clientDir);
  return app;
}
