import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { EndpointCall } from '../dataProvider/endpointTypes';
import type { FieldSchema } from './fieldSchema';
import type { FieldRules } from '../contracts/fieldRules';

/** Where an action's button shows: on each grid row, on the details header, in the grid's bulk bar. */
export type ActionPlace = 'row' | 'detail' | 'bulk';

/** The signed-in admin, as an action's `when` sees it (undefined while the profile loads). */
export interface SignedInAdmin {
  email: string;
  /** The role's permissions, when the profile says them. */
  permissions?: string[];
}

/**
 * Which records offer the action: field values (any of) or a predicate, which may read the
 * signed-in admin (a request its own author cannot approve).
 */
export type ActionWhen<R extends RaRecord = RaRecord> =
  Record<string, readonly unknown[]> | ((record: R, admin: SignedInAdmin | undefined) => boolean);

/** What the server answered a single action: its envelope's result and message. */
export interface ActionAnswer {
  result?: unknown;
  message?: string;
}

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
  /**
   * Why this admin may not run it on a record that offers it (they gave its first approval): the
   * button stays, disabled, with this one line beside it, rather than a click the server refuses.
   */
  refusal?: (record: R, admin: SignedInAdmin | undefined) => string | null;
  /**
   * The call, or 'delete': the resource's own delete through its data provider (a plain REST
   * resource's `DELETE /rest/<name>/:id`, e.g. revoking a session), which then needs `success`.
   */
  endpoint: EndpointCall<ActionInput<R>> | 'delete';
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
  /** Needs a live 2FA step-up: the step-up's verification opens first when it has expired. */
  stepUp?: boolean;
  /**
   * Send an Idempotency-Key generated once per confirmation (default true): a retry after a
   * failure re-sends the same key, so the server executes the action at most once.
   */
  idempotent?: boolean;
  /**
   * Success toast (default: the server's message, else the label), from the record as it was and
   * the server's answer (a first approval that leaves it pending says so). A change the server
   * sent for approval (HTTP 202) always toasts the server's message.
   */
  success?: string | ((record: R, answer: ActionAnswer) => string);
  /** Resources whose lists and records are refetched afterwards (the action's own always is). */
  refresh?: string[];
  /**
   * Whether success ended this browser's own session (revoking the session in use): the admin is
   * then signed out here too, and the sign-in page says why.
   */
  signsOut?: (record: R) => boolean;
}

/** What a list action's preview and each of its calls answer: read by the action's accessors. */
export type ListActionAnswer = Record<string, unknown>;

/**
 * An action on the whole list, in its toolbar, with no selection (settle every matured stake).
 * Clicked, it asks `preview` what it would do (nothing changes) and the confirmation shows that;
 * confirmed (after the step-up when declared), it calls `endpoint` again and again while the
 * answer says some remain, with progress. Every call is the whole action: a repeat after a
 * failure carries on with what is left.
 */
export interface ListActionSchema {
  name: string;
  /** The toolbar button ("Settle all matured"). */
  label: string;
  icon?: ComponentType;
  color?: ActionSchema['color'];
  preview: EndpointCall<Record<string, never>> & { unwrap?: (result: unknown) => ListActionAnswer };
  endpoint: EndpointCall<Record<string, never>>;
  confirm: {
    title: string;
    /** The confirmation's text, from the preview. */
    text: (preview: ListActionAnswer) => string;
    /** Fields of the preview shown under the text (totals as a `nested` table); blank ones hidden. */
    fields?: FieldSchema[];
    /** The confirm button (default: the label). */
    label?: string;
  };
  /** How many records an answer covers: the preview's is the total (0: nothing to confirm). */
  count: (answer: ListActionAnswer) => number;
  /** How many still wait after a call: the calls repeat until none does (or one handles none). */
  remaining: (answer: ListActionAnswer) => number;
  /** The progress line while the calls run. */
  progress: (done: number, total: number) => string;
  /** The success toast, from how many the calls handled. */
  success: (done: number) => string;
  stepUp?: boolean;
  /** Resources whose lists and records are refetched afterwards (the action's own always is). */
  refresh?: string[];
}
