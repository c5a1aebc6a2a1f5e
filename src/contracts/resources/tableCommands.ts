import { choiceInput, choiceMove, idInput, textInput } from '../commands/inputs';
import type { AuditedResource } from '../audit';
import type { CommandDeclaration } from '../commands/types';
import { DECISION_REASON_RULES } from '../reason';
import type { PagedListContract } from './types';
import { permissionOf } from './writes';

/**
 * The command a table resource's `moves` declares, as every other command is declared: the
 * server's route factory, the generated command tests and the admin's actions read it.
 */
export function tableCommandOf(contract: PagedListContract): CommandDeclaration | undefined {
  const moves = contract.table?.moves;
  if (!moves) return undefined;
  const field = contract.fields.find((f) => f.key === moves.field);
  if (!field?.values)
    throw new Error(`${contract.name}: its moves' field '${moves.field}' has no values`);
  const permission = moves.permission ?? permissionOf(contract, 'update');
  if (!permission) throw new Error(`${contract.name}: its moves need a permission`);
  const record = contract.writes?.recordName ?? contract.name;
  const reason = moves.reason;
  return {
    name: `${contract.name}.${moves.field}`,
    label: `Change a ${record.toLowerCase()}'s ${field.label.toLowerCase()}`,
    method: 'POST',
    path: moves.path,
    tag: contract.table!.tag,
    inputs: [
      idInput(record),
      choiceInput(
        moves.field,
        field.label,
        moves.moves.map((move) => move.to),
      ),
      ...(reason
        ? [textInput('reason', 'Reason', { maxLength: DECISION_REASON_RULES.maxLength })]
        : []),
    ],
    permission,
    ...(moves.stepUp ? { stepUp: true } : {}),
    moves: moves.moves.map(({ to, from, label, confirm }) =>
      choiceMove({ [moves.field]: to }, from, to, label, confirm),
    ),
    ...(reason
      ? { reason: { input: 'reason', rules: DECISION_REASON_RULES, message: () => reason } }
      : {}),
    // A table resource's audit name is its table's (src/contracts/audit.ts).
    audit: { resource: contract.table!.name as AuditedResource, idKey: '_id' },
    notes: `result: the ${record.toLowerCase()} as its list shows it`,
  };
}

/** The commands of every table resource that declares its moves. */
export const tableCommandsOf = (contracts: readonly PagedListContract[]) =>
  contracts.flatMap((contract) => tableCommandOf(contract) ?? []);
