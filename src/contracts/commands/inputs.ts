import type { FieldRules } from '../fieldRules';
import type { CommandInput, CommandMove } from './types';

/**
 * The inputs and moves most declarations share, one a line: a record's id, the choice a body
 * makes, a bounded text or address. `more` adds what only one input has (optional, nullable…).
 */

/** A record's id the call cannot go without (`_id` unless named). */
export const idInput = (label: string, key = '_id'): CommandInput => ({
  key,
  label,
  type: 'id',
  rules: { required: true },
});

/** One of a few values, required: the move a body asks for. */
export const choiceInput = (
  key: string,
  label: string,
  values: readonly string[],
): CommandInput => ({
  key,
  label,
  type: 'status',
  values,
  rules: { required: true },
});

/** An input of `type` bounded by its rules. */
const bounded =
  (type: 'text' | 'address') =>
  (
    key: string,
    label: string,
    rules: FieldRules,
    more: Partial<CommandInput> = {},
  ): CommandInput => ({
    key,
    label,
    type,
    rules,
    ...more,
  });

export const textInput = bounded('text');
export const addressInput = bounded('address');

/** A platform wallet's currency code (BTC, USDT), as the wallet's routes take it. */
export const currencyInput = textInput('currency', 'Currency', { required: true, maxLength: 12 });

/** The move a body's choice picks (`{ status: 'approved' }`), with its button and question. */
export const choiceMove = (
  when: Record<string, string>,
  from: readonly string[],
  to: string,
  label: string,
  confirm: string,
): CommandMove => ({ when, from, to, label, confirm });
