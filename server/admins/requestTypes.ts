import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';

type Tx = Pick<Db, 'query'>;

export interface Actor {
  adminId: string;
  email: string;
}

/** What an approval runs with: who approves, who asked, and work to do once it has committed. */
export interface ApplyContext {
  approver: Actor;
  requester: Actor;
  /** The reason the requester gave. */
  reason: string;
  app: FastifyInstance;
  afterCommit: (work: () => Promise<void>) => void;
}

/** One kind of request: what its approval checks and applies. */
export interface RequestRule<P = Record<string, unknown>> {
  /** The admin the request is about, when there is one: they never approve their own. */
  subject?: (payload: P) => string | undefined;
  /** Refuses an approver the kind rules out beyond the general rules. */
  checkApprover?: (tx: Tx, payload: P, approverId: string) => Promise<void>;
  apply: (tx: Tx, payload: P, context: ApplyContext) => Promise<string>;
}
