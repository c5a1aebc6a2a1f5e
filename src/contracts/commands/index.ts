import { updateAffiliateStatus } from './affiliates';
import { approveRequest, rejectRequest } from './approvals';
import { disputeByAdmin } from './disputes';
import { updateAdmin } from './admins';
import { createAdminStake } from './adminStakes';
import { createInvitation, revokeInvitation } from './invitations';
import { verifyKyc } from './kyc';
import { cancelOrder } from './orders';
import { settleStake } from './staking';
import { setStakingBanner } from './stakingBanner';
import { closeTicket, ticketMessage, ticketReply } from './support';
import { requestSnapshot } from './treasury';
import type { CommandDeclaration } from './types';
import { updateUser } from './users';
import { createAdminWallet, createToken, selfTransfer } from './wallet';
import { withdrawAmountMove } from './withdrawals';
import { updateWithdrawalLimit } from './withdrawalLimits';
import { createRole, updateRole } from './roles';
import { changePassword, forgotPassword, register, resetPassword } from './account';
import { tableCommandsOf } from '../resources/tableCommands';
import { tableContracts } from '../resources/tables.generated';

/**
 * Every declared command: ROUTE_PERMISSIONS derives their permissions from here, and the
 * generated test (tests/server/commands.test.ts) proves each against the real server.
 */
export const COMMANDS: readonly CommandDeclaration[] = [
  withdrawAmountMove,
  verifyKyc,
  updateAffiliateStatus,
  disputeByAdmin,
  settleStake,
  ticketReply,
  ticketMessage,
  closeTicket,
  cancelOrder,
  revokeInvitation,
  approveRequest,
  rejectRequest,
  createInvitation,
  createAdminStake,
  updateAdmin,
  updateUser,
  selfTransfer,
  setStakingBanner,
  createToken,
  updateWithdrawalLimit,
  createRole,
  updateRole,
  forgotPassword,
  resetPassword,
  register,
  changePassword,
  createAdminWallet,
  requestSnapshot,
  // A table resource's status moves (its contract's `table.moves`).
  ...tableCommandsOf(tableContracts),
];
