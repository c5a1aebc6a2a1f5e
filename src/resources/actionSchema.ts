import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { EndpointCall } from './endpointCall';
import type { FieldSchema } from './fieldSchema';
import type { FieldRules } from '../contracts/fieldRules';

/** Where an action's button shows: on each grid row, on the details header, in the grid's bulk bar. */
export type ActionPlace = 'row' | 'detail' | 'bulk';

/** Which records offer the action: field values (any of) or a predicate. */
export type ActionWhen<R extends RaRecord = RaRecord> =
  Record<string, readonly unknown[]> | ((record: R) => boolean);

/** What a single action's endpoint builds its body from. */
export interface ActionInput<R extends RaRecord = RaRecord> {
  record: R;
  /** The dialog's values: `reason` and the extra `inputs`, trimmed. */
  values: Record<string, unknown>;
}

/** What a bulk endpoint builds its body from (one call for every selected record). */
export interface BulkActionInput<R extends RaRecord = RaRecord> {
  records: R[];
  values: Record<string, unknown>;
}

/**
 * A declared action (see the example at the top of types.ts). Pessimistic: the dialog waits
 * for the server, shows progress, and keeps what was typed when the call fails.
 */
export interface ActionSchema<R extends RaRecord = RaRecord> {
  /** Unique within the resource; also the key of its test ids. */
  name: string;
  label: string;
  icon?: ComponentType;
  color?: 'primary' | 'success' | 'error' | 'warning' | 'info';
  /** Outlined instead of contained (a secondary action beside a primary one). */
  variant?: 'contained' | 'outlined';
  /** Default: ['detail']. */
  places?: ActionPlace[];
  /** Default: every record. */
  when?: ActionWhen<R>;
  endpoint: EndpointCall<ActionInput<R>>;
  /** Bulk: one call for all selected records; without it the bulk action calls `endpoint` per record. */
  bulkEndpoint?: EndpointCall<BulkActionInput<R>>;
  confirm: {
    title: string | ((record: R) => string);
    text: string | ((record: R) => string);
    /** The dialog's confirm button (default: the action's label). */
    label?: string;
    /** Bulk dialog text, from the selection. */
    bulkText?: (records: R[]) => string;
  };
  /**
   * A reason typed in the dialog, sent as `values.reason`; with `when`, only asked of the records
   * it holds for (a withdrawal that needs review), any of them in bulk.
   */
  reason?: { label?: string; rules?: FieldRules; helper?: string; when?: (record: R) => boolean };
  /** Extra inputs in the dialog (text, number, money, cryptoAmount, status), sent in `values`. */
  inputs?: FieldSchema[];
  /** What the inputs start from, read from the record (an edit in a dialog); empty by default. */
  initial?: (record: R) => Record<string, unknown>;
  /** Needs a live 2FA step-up: the wallet gate's verification opens first when it has expired. */
  stepUp?: boolean;
  /**
   * Send an Idempotency-Key generated once per confirmation (default true): a retry after a
   * failure re-sends the same key, so the server executes the action at most once.
   */
  idempotent?: boolean;
  /** Success toast (default: the server's message, else the label). */
  success?: string | ((record: R) => string);
  /** Resources whose lists and records are refetched afterwards (the action's own always is). */
  refresh?: string[];
}
