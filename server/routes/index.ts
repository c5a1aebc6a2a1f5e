import type { FastifyPluginAsync } from 'fastify';
import { authRoutes } from './auth.ts';
import { usersRoutes } from './users.ts';
import { kycRoutes } from './kyc.ts';
import { actionHistoryRoutes } from './actionHistory.ts';
import { dashboardRoutes } from './dashboard.ts';
import { accountRoutes } from './account.ts';
import { invitationRoutes } from './invitations.ts';
import { adminsRoutes } from './admins.ts';
import { rolesRoutes } from './roles.ts';
import { approvalsRoutes } from './approvals.ts';
import { twoFactorRoutes } from './twoFactor.ts';
import { walletRoutes } from './wallet/index.ts';
import { moneyRoutes } from './money/index.ts';
import { landingRoutes } from './landing.ts';
import { uploadRoutes } from './uploads.ts';
import { marketRoutes } from './markets/index.ts';
import { restSessionsRoutes } from './restSessions.ts';
import { p2pRoutes } from './p2p/index.ts';
import { stakingRoutes } from './staking/index.ts';
import { supportRoutes } from './support/index.ts';
import { healthRoutes } from './health.ts';
import { auditRoutes } from './audit.ts';
import { liveRoutes } from './live.ts';
import { metricsRoutes } from './metrics.ts';
import { treasuryRoutes } from './treasury.ts';
import { tableRoutes } from './tableResources.ts';

/** Every route module of the API, registered under /api. Add a module here to expose it. */
export const apiRoutes: FastifyPluginAsync[] = [
  authRoutes,
  usersRoutes,
  kycRoutes,
  actionHistoryRoutes,
  auditRoutes,
  dashboardRoutes,
  accountRoutes,
  invitationRoutes,
  adminsRoutes,
  rolesRoutes,
  approvalsRoutes,
  twoFactorRoutes,
  walletRoutes,
  moneyRoutes,
  landingRoutes,
  uploadRoutes,
  marketRoutes,
  restSessionsRoutes,
  p2pRoutes,
  stakingRoutes,
  supportRoutes,
  healthRoutes,
  liveRoutes,
  metricsRoutes,
  treasuryRoutes,
  tableRoutes,
];
