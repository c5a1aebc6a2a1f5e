import { ConfigError, loadConfig, redactUrl } from './config.ts';
import { seed } from './seed/index.ts';
import { buildApp } from './app.ts';
import { openDataDir } from './dataDir.ts';
import { setSeedLog } from './seed/phases.ts';
import { createLogger, startupLogger } from './http/logger.ts';
import { lastMigrationRun } from './metrics/registry.ts';
import { shutDown } from './http/draining.ts';
import { countingApprovers } from './admins/makerChecker.ts';

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const startup = startupLogger(logger);
  const db = await openDataDir(config.dataDir, config);
  startup.info(
    lastMigrationRun,
    `Migrations: ${lastMigrationRun.applied} applied in ${lastMigrationRun.seconds.toFixed(1)} s`,
  );
  setSeedLog(startup);
  if (config.production) startup.info('Production: demo data is never seeded');
  // Processes starting together on one PostgreSQL server: the first seeds, the others then find
  // every table filled and skip.
  await db.exclusive('seed', () => seed(db, config));
  const approvers = await countingApprovers(db, 'admins:manage', []);
  if (approvers < 2)
    startup.warn(
      `Only ${approvers} owner whose approvals count: nothing that needs two people (new admins, roles, large price moves, limits, withdrawals above ${config.withdrawalDualApprovalUsd} USD) can be approved. Set SECOND_ADMIN_EMAIL and SECOND_ADMIN_PASSWORD when installing.`,
    );
  const app = await buildApp(config, db, { logger });
  if (!app.mailer.enabled) {
    startup.warn(
      'No mail server (SMTP_URL is not set): admin invitations and password resets are OFF, and their calls answer 503',
    );
  } else if (app.mailer.outbox) {
    startup.info(
      `No mail server (SMTP_URL is not set): invitation and password-reset e-mails are written to ${app.mailer.outbox}`,
    );
  }
  let stopping: Promise<void> | undefined;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal while draining changes nothing: the grace period already bounds the wait.
    if (stopping) return;
    startup.info({ signal }, `Shutdown (${signal}): draining requests in flight`);
    stopping = shutDown(app, db).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  await app.listen({ port: config.port, host: config.host });
  startup.info(
    `Exchange admin on http://localhost:${config.port} (API under /api, data in ${config.databaseUrl ? redactUrl(config.databaseUrl) : config.dataDir})`,
  );
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
