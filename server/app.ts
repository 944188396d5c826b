import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
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
import { trackRecordRoutes } from './trackRecord/trackRecordRoutes';
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
  installErrorHandler(app);

  await app.register(helmet, {
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
  });
  await app.register(rateLimit, {
    global: false,
    // A code of its own, so that the client can tell it from the spec's ticker-limit 429.
    errorResponseBuilder: (_req, ctx) => new ApiError(ctx.statusCode, `Too many requests. Please try again in ${ctx.after}.`, 'RATE_LIMITED'),
  });
  await app.register(sessionAuth);

  await app.register(async (api) => {
    // Every route's integers get the columns' bounds (server/http/integerBounds.ts).
    api.addHook('onRoute', boundRouteIntegers);
    api.addHook('preValidation', guardInput);
    api.addHook('onSend', async (_req, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
    api.get('/health', async (): Promise<HealthAnswer> => ({
      status: deps.config.maintenance ? 'maintenance' : 'ok',
      serverVersion: deps.config.serverVersion,
    }));
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
    await api.register(trackRecordRoutes);
  }, { prefix: '/api' });
  registerShippedModelServices(app);

  await staticClient(app, deps.config.clientDir);
  return app;
}
