import { moveOf, needsReason, type CommandDeclaration } from '../../contracts/commands/types';

/**
 * What a declared action reads from its command's declaration (src/contracts/commands), so the
 * button, the records offering it, the call, the confirmation's question, the reason, the step-up
 * and the key are the server's own facts. `pick` holds the body values that choose one of the
 * command's moves (`{ status: 'approved' }`).
 */
export function commandFacts(command: CommandDeclaration, pick: Record<string, string> = {}) {
  const move = moveOf(command, pick);
  if (command.moves && !move)
    throw new Error(`${command.name}: no move for ${JSON.stringify(pick)}`);
  return {
    label: move?.label ?? command.label,
    /** The states its move starts from. */
    from: move?.from ?? [],
    /** The records it may run on: the states its move starts from. */
    when: move ? { status: move.from } : undefined,
    call: { method: command.method, path: command.path },
    title: move?.confirm ?? command.confirm,
    /** The dialog's reason, when this move needs one, with the server's rules. */
    reason: needsReason(command, pick)
      ? { label: 'Reason', rules: command.reason!.rules }
      : undefined,
    stepUp: Boolean(command.stepUp),
    idempotent: command.idempotency === 'required',
  };
}
