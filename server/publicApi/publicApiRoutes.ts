/**
 * /api/v2: the public API with user tokens (issue 27). @fastify/swagger is registered inside this
 * context only, so the OpenAPI 3.1 document (/api/v2/openapi.json) lists exactly the v2 routes,
 * built from their own schemas. `documentation=true` on a call answers that call's part of it.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import swagger from '@fastify/swagger';
import { API_RULES } from '../../product/apiRules';
import type { ApiCallDocumentation } from '../../contracts';
import { v2Gate } from './v2Auth';
import { v2Routes } from './v2Routes';

export const OPENAPI_PATH = '/api/v2/openapi.json';

/** The documentation of the route a request names (from the route's own schema). */
function callDocumentation(request: FastifyRequest): ApiCallDocumentation {
  const schema = (request.routeOptions.schema ?? {}) as Record<string, unknown>;
  return {
    method: request.method,
    path: request.routeOptions.url ?? request.url.split('?')[0]!,
    summary: String(schema.summary ?? ''),
    description: String(schema.description ?? ''),
    scope: request.routeOptions.config!.apiScope!,
    parameters: { path: schema.params ?? null, query: schema.querystring ?? null },
    response: (schema.response as Record<string, unknown> | undefined)?.[200] ?? null,
    openapi: OPENAPI_PATH,
  };
}

async function documentationAnswer(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  if (request.routeOptions.config?.apiScope && query?.documentation === 'true') {
    // A plain object without the response schema's serializer: the answer is documentation, not data.
    reply.serializer((payload: unknown) => JSON.stringify(payload));
    return reply.code(200).send(callDocumentation(request)) as unknown as undefined;
  }
}

export async function publicApiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(async (scope) => {
    scope.decorateRequest('apiCaller', null);
    await scope.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'RangeScope API', version: '2.0.0',
          description: `Volatility ranges, ratings and signals for your own API tokens. Limits: ${API_RULES.perTokenPerMinute} calls a minute per token and ${API_RULES.perOwnerPerMinute} per member (RateLimit-* headers; 429 beyond).`,
        },
        servers: [{ url: '/' }],
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, token: { type: 'apiKey', in: 'query', name: 'token' } } },
        security: [{ bearer: [] }, { token: [] }],
      },
    });
    scope.addHook('onRequest', documentationAnswer);
    scope.addHook('onRequest', v2Gate(scope));
    await v2Routes(scope);
    scope.get('/openapi.json', { schema: { hide: true } }, async () => scope.swagger());
  }, { prefix: '/v2' });
}
