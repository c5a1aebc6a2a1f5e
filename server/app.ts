import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyPluginAsync,
} from 'fastify';
import swagger from '@fastify/swagger';
import fastifyStatic from '@fastify/static';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { clientErrorHandler, registerErrorHandling } from './http/errors.ts';
import { registerAdminGuard } from './auth/guard.ts';
import { originFormUrl, refuseUnsafePath } from './http/pathSafety.ts';
import { registerNotFound } from './http/notFound.ts';
import { registerHeaders, staticCacheHeaders } from './http/headers.ts';
import { refuseUnsafeInput, requireClosedBody, trimmedKeyword } from './http/inputSafety.ts';
import type { Session } from './auth/sessions.ts';
import { sealPlaintextSecrets, secretBox } from './auth/secretBox.ts';
import { apiRoutes } from './routes/index.ts';
import { requestIdFor } from './http/requestId.ts';
import { trustFunction } from './http/trustProxy.ts';
import { registerMailer } from './mail/index.ts';
import { carryAuditContext, registerAuditContext } from './audit/context.ts';
import { LiveHub } from './live/hub.ts';
import { registerActivitySimulator } from './userSide/simulate.ts';
import { createLogger } from './http/logger.ts';
import type { Logger } from 'pino';
import { registerRequestMetrics } from './http/metrics.ts';
import { registerDraining } from './http/draining.ts';
import { registerBodySafety } from './http/bodySafety.ts';
import { registerBackground } from './http/background.ts';
import { registerRateLimits } from './http/rateLimits.ts';
import { registerInFlightLimits } from './http/inFlightLimits.ts';
import { registerExportSlots } from './http/exportSlots.ts';
import { setPasswordHashMemory } from './auth/passwords.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** The live events of this process (server/live/): its streams end when the app closes. */
    live: LiveHub;
  }
}

/**
 * Builds the reference exchange API (under /api) and, when built, serves the admin beside it.
 * `logger`: the process's logger (main.ts), else one from the config.
 */
export async function buildApp(
  config: Config,
  db: Db,
  options: {
    logger?: Logger;
    /** Route plugins beside the product's (a test registers the docs' example resource). */
    routes?: FastifyPluginAsync[];
  } = {},
): Promise<FastifyInstance> {
  setPasswordHashMemory(config.passwordHashMemoryKiB);
  // Secrets at rest: the key is resolved once; secrets stored before encryption are sealed now.
  await sealPlaintextSecrets(db, await secretBox(db, config));
  const trustProxy = trustFunction(config.trustProxy);
  const app = Fastify({
    // Typed as Fastify's base logger: route types elsewhere expect that, not pino's own.
    loggerInstance: (options.logger ?? createLogger(config)) as FastifyBaseLogger,
    // The same name as in failure envelopes and X-Request-Id: one id to search for.
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // A request that reached a closing process is answered (its connection then closes), not
    // refused with 503: see http/draining.ts.
    return503OnClosing: false,
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false },
      onCreate: (ajv) => trimmedKeyword(ajv),
    },
    bodyLimit: 2 * 1024 * 1024,
    rewriteUrl: (request) => originFormUrl(request.url),
    clientErrorHandler,
    // Behind a TLS-terminating proxy: the client address (throttles) and https (HSTS) come from it.
    // One function for both: Fastify's own answers to a hop count trust nothing at all.
    trustProxy: config.trustProxy === false ? false : trustProxy,
    genReqId: requestIdFor(trustProxy),
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Routes write through the audited database: a mutating request's changes carry who and why.
  app.decorate('db', carryAuditContext(db));
  app.decorate('config', config);
  registerMailer(app, db.dataDir !== undefined);
  registerBackground(app);
  registerExportSlots(app, db, config.exportsPerAdmin, config.exportsPerProcess);
  const live = new LiveHub(app.db);
  app.decorate('live', live);
  // Before the server stops accepting: open streams would otherwise hold app.close() forever.
  app.addHook('preClose', () => live.close());
  if (config.simulateActivity) registerActivitySimulator(app);
  app.decorateRequest('session', null as unknown as Session);
  registerErrorHandling(app);
  registerDraining(app);
  await registerRateLimits(app, config.rateLimits, db);
  registerBodySafety(app);
  registerRequestMetrics(app, db);
  await registerHeaders(app);
  app.addHook('onRequest', refuseUnsafePath);
  app.addHook('preValidation', refuseUnsafeInput);
  app.addHook('onRoute', requireClosedBody);
  registerAuditContext(app);

  await app.register(swagger, {
    openapi: {
      info: { title: 'Exchange admin API (reference implementation)', version: '1.0.0' },
      servers: [{ url: '/api' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: ({ schema, url }) => ({ schema, url: url.replace(/^\/api/, '') }),
  });

  await app.register(
    async (api) => {
      // After the per-minute limits (root hooks) and before the guard reads the session.
      registerInFlightLimits(api, config.rateLimits);
      registerAdminGuard(api);
      api.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, async () =>
        app.swagger(),
      );
      for (const routes of [...apiRoutes, ...(options.routes ?? [])]) await api.register(routes);
    },
    { prefix: '/api' },
  );

  const staticDir = config.staticDir;
  const indexHtml = staticDir && path.join(staticDir, 'index.html');
  if (staticDir && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (vite.config.ts): sent as they are.
      preCompressed: true,
      setHeaders: staticCacheHeaders,
    });
  }
  registerNotFound(app, indexHtml || undefined);
  return app;
}
