import { badRequest } from '../http/envelope.ts';
import { reasonProblem } from '../../src/contracts/reason.ts';

/** The trimmed reason for a change to another admin, or a 400 in the form's own words. */
export function requireReason(reason: string): string {
  const problem = reasonProblem(reason);
  if (problem) throw badRequest(problem);
  return reason.trim();
}

/** A change one admin makes to another admin's account, with the reason the audit keeps. */
export interface AdminChange {
  id: string;
  reason: string;
  actorId: string;
  actorEmail: string;
}
