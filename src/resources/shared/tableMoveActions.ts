import type { PagedListContract } from '../../contracts/resources/types';
import { tableCommandOf } from '../../contracts/resources/tableCommands';
import type { ActionSchema } from '../types';
import { commandFacts } from './commandAction';

/**
 * The row's and the record page's buttons for a table resource's moves (retire, reinstate): each
 * offered on the records its move starts from, confirmed, with the reason its command requires.
 */
export function tableMoveActions(contract: PagedListContract): ActionSchema[] {
  const command = tableCommandOf(contract);
  const moves = contract.table?.moves;
  if (!command || !moves) return [];
  const noun = (contract.writes?.recordName ?? contract.name).toLowerCase();
  return moves.moves.map(({ to }) => {
    const facts = commandFacts(command, { [moves.field]: to });
    return {
      name: to,
      label: facts.label,
      places: ['row', 'detail'],
      when: { [moves.field]: facts.from },
      endpoint: {
        ...facts.call,
        body: ({ record, values }) => ({ _id: record.id, [moves.field]: to, ...values }),
        errorMessage: `${facts.label} ${noun} failed!`,
      },
      confirm: { title: facts.title!, text: `The ${noun} becomes ${to}.`, label: facts.label },
      ...(facts.reason ? { reason: facts.reason } : {}),
      stepUp: facts.stepUp,
      // Moving to the state it is in is refused (409): no key needed for a retry.
      idempotent: false,
    };
  });
}
