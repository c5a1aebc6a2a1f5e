import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { FieldRules } from './shared/fieldRules';

export type { FieldRules } from './shared/fieldRules';

/**
 * A resource declared once, as data. The dataProvider reads its endpoints; the generic
 * SchemaList / SchemaShow / SchemaEdit / SchemaCreate and SchemaActions read the rest; the
 * sidebar reads its menu entry. A new resource is this file plus one line in ./registry.ts:
 *
 * ```ts
 * export const withdrawalsSchema: ResourceSchema = {
 *   name: 'withdraw',
 *   label: 'Withdrawals',
 *   menu: { label: 'Withdrawals', order: 70, icon: CallMadeIcon },
 *   list: { method: 'GET', path: '/admin/withdrawList', mode: 'server', errorMessage: errors.withdrawHistory },
 *   getOne: { method: 'GET', path: ({ id }) => `/admin/withdraw/${id}`, errorMessage: errors.withdrawHistory },
 *   update: {
 *     method: 'POST', path: '/admin/updateWithdraw', errorMessage: errors.withdrawStatus,
 *     body: ({ id, data }) => ({ _id: id, note: data.note }),
 *   },
 *   fields: [
 *     { source: 'userId', label: 'User', type: 'reference', reference: { resource: 'user' }, views: ['list', 'show'] },
 *     { source: 'asset', label: 'Asset', type: 'text', views: ['list', 'show'], filter: 'select', choices: assetChoices },
 *     { source: 'amount', label: 'Amount', type: 'cryptoAmount', currencySource: 'asset', views: ['list', 'show'], filter: 'numberRange' },
 *     { source: 'fee', label: 'Fee', type: 'percent', views: ['show'] },
 *     { source: 'address', label: 'Destination', type: 'address', networkSource: 'network', views: ['list', 'show'], searchable: true },
 *     { source: 'txHash', label: 'Transaction', type: 'txHash', networkSource: 'network', views: ['show'] },
 *     { source: 'status', label: 'Status', type: 'status', choices: withdrawStatusChoices, views: ['list', 'show'], filter: 'select' },
 *     { source: 'note', label: 'Note', type: 'text', views: ['show', 'edit'], rules: { maxLength: 500 } },
 *     { source: 'createdAt', label: 'Requested', type: 'datetime', views: ['list', 'show'], filter: 'dateRange' },
 *   ],
 *   sections: [
 *     { label: 'Request', fields: ['userId', 'asset', 'amount', 'fee', 'createdAt'] },
 *     { label: 'Destination', fields: ['address', 'txHash', 'status', 'note'] },
 *   ],
 *   actions: [
 *     {
 *       name: 'approve', label: 'Approve', color: 'success', places: ['row', 'detail', 'bulk'],
 *       when: { status: ['pending'] },
 *       endpoint: {
 *         method: 'POST', path: '/admin/withdrawAmountMove', errorMessage: errors.withdrawStatus,
 *         body: ({ record, values }) => ({ _id: record.id, status: 'approved', reason: values.reason }),
 *       },
 *       confirm: {
 *         title: 'Approve this withdrawal?',
 *         text: (r) => `${r.amount} ${r.asset} will be sent to ${r.address}.`,
 *         label: 'Approve',
 *       },
 *       reason: { label: 'Note', rules: { maxLength: 200 } },
 *       stepUp: true, // opens the wallet gate's 2FA modal unless verified in the last 5 minutes
 *       idempotent: true, // one Idempotency-Key per confirmation; a retry re-sends the same key
 *       success: 'Withdrawal approved',
 *       refresh: ['passbook'],
 *     },
 *   ],
 *   defaultSort: { field: 'createdAt', order: 'DESC' },
 *   recordRepresentation: 'txHash',
 * };
 * ```
 */
export type FieldType =
  | 'text'
  | 'email'
  | 'number'
  | 'money' // a decimal amount (string or number), shown with its asset when `currencySource` is set
  | 'cryptoAmount' // a decimal STRING, formatted without Number() rounding (18 decimals survive)
  | 'percent' // 12.5 shows as 12.5%
  | 'address' // shortened, copy button, explorer link (`network` / `networkSource`)
  | 'txHash' // same, linking to the transaction
  | 'reference' // another resource's record: its representation, linking to its details
  | 'nested' // an array of rows shown as a small table of `columns`
  | 'date'
  | 'datetime'
  | 'status' // one of `choices`, shown as a coloured chip
  | 'boolean'
  | 'image'; // shown with the bearer; in forms an upload through `upload` (multipart field `image`)

export type View = 'list' | 'show' | 'edit' | 'create';

export interface Choice {
  id: string;
  name: string;
  /** Chip colour for status fields. */
  color?: 'default' | 'success' | 'warning' | 'error' | 'info';
}

export interface FieldSchema {
  source: string;
  label: string;
  type: FieldType;
  views: View[];
  /** List column sortable (default true). */
  sortable?: boolean;
  /** Included in the grid's free-text search (`q`). */
  searchable?: boolean;
  /**
   * A per-field filter in the grid: exact match on choices, substring on text, a range on dates
   * or numbers (`<source>_gte` / `<source>_lte`).
   */
  filter?: 'select' | 'text' | 'dateRange' | 'numberRange';
  choices?: Choice[];
  currencySource?: string;
  /** Shorthand for `rules.required`. */
  required?: boolean;
  /** Validation, declared once: the form checks it, and the server can build its TypeBox from it. */
  rules?: FieldRules;
  /** text (forms): a multi-line input, for long texts. */
  multiline?: boolean;
  /** cryptoAmount: most fraction digits shown (default 18: nothing a chain stores is cut). */
  decimals?: number;
  /** address / txHash: the network for the explorer link, fixed or read from the record. */
  network?: string;
  networkSource?: string;
  /**
   * reference: the target resource; shows its recordRepresentation (or `representation`). In a
   * form it is a select of the target's records, narrowed by `filter` (e.g. active plans only).
   */
  reference?: { resource: string; representation?: string; filter?: Record<string, unknown> };
  /** nested: the sub-columns of each row of the array field. */
  columns?: FieldSchema[];
  /** image (forms): where the file is uploaded; the answer's `result` (a path or `{url}`) is stored. */
  upload?: EndpointCall<{ file: File }>;
}

/** A titled group of fields on the details and the edit form (as cards, or tabs with `layout`). */
export interface SectionSchema {
  label: string;
  /** Sources of `fields`, in order; each view shows those declared for it. */
  fields: string[];
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call to the exchange API. `errorMessage` is the spec's default (section 8) for that call. */
export interface EndpointCall<P> {
  method: HttpMethod;
  path: string | ((params: P) => string);
  /** The JSON body (POST/PUT) or query (GET) to send; omitted means none (or `{}` for POST). */
  body?: (params: P) => unknown;
  errorMessage: string;
}

/** Turns the envelope's `result` into records; records keep `_id` and the provider adds `id`. */
export type Unwrap<T> = (result: unknown) => T;

export interface ListEndpoint extends EndpointCall<Record<string, never>> {
  /**
   * 'whole': the endpoint returns every row; the provider pages, sorts and filters in the browser.
   * 'server': the endpoint takes page, limit, filter and sort and answers a page plus a total.
   */
  mode: 'whole' | 'server';
  unwrap?: Unwrap<RaRecord[]>;
  /**
   * How a 'server' list exports every filtered row as CSV. 'format': the same call with
   * `format: 'csv'`, the filter and the sort (no page, no limit); the server streams the file
   * (server/http/csvExport.ts). Whole lists always build their CSV in the browser.
   */
  csvExport?: 'format';
  /** Rows per page on first load (default 25), e.g. the spec's 20 for support categories. */
  perPage?: number;
  /**
   * A 'whole' list whose endpoint also answers `?format=columns` (one array per field) and
   * `?format=columns&limit=N` (its first N records in `defaultSort` order, with the whole total):
   * the admin downloads the compact form and shows the first page before the whole list is here.
   */
  format?: 'columns';
}

export interface UpdateParams {
  id: string;
  data: Record<string, unknown>;
  previousData: Record<string, unknown>;
}

export type MenuGroup = 'Staking' | 'Trading' | 'P2P' | 'Admin' | 'Support';

export interface MenuEntry {
  label: string;
  /** Absent: a top-level sidebar entry. */
  group?: MenuGroup;
  /** Order within the sidebar (top level) or within its group. */
  order: number;
  icon: ComponentType;
}

export interface ResourceSchema {
  /** The react-admin resource name; its list lives at /admin/<name>. */
  name: string;
  label: string;
  menu?: MenuEntry;
  list: ListEndpoint;
  /** Without it, getOne reads the record from the whole-list cache. */
  getOne?: EndpointCall<{ id: string }> & { unwrap?: Unwrap<RaRecord> };
  update?: EndpointCall<UpdateParams> & { unwrap?: Unwrap<RaRecord> };
  create?: EndpointCall<{ data: Record<string, unknown> }> & {
    unwrap?: Unwrap<RaRecord>;
    /** The spec's message when the server never answered (default: `errorMessage`). */
    noResponseMessage?: string;
  };
  /** How the create form submits (default: a plain pessimistic save that opens the new record). */
  createForm?: CreateFormSchema;
  /** One record's name, singular ("Staking plan"): titles say "New staking plan", not the plural label. */
  recordLabel?: string;
  /** Links in the list's toolbar, to screens the sidebar does not list (e.g. staket/* from the plans). */
  listLinks?: ListLink[];
  delete?: EndpointCall<{ id: string }>;
  fields: FieldSchema[];
  /** Groups of fields on show and edit; fields not named in any section follow at the end. */
  sections?: SectionSchema[];
  /** How sections render: stacked cards (default) or tabs. */
  sectionLayout?: 'cards' | 'tabs';
  /** Row, detail and bulk actions (rendered by SchemaActions), typed by each resource's record. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action narrows its record type
  actions?: ActionSchema<any>[];
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * Create route under /admin (spec: staket/createAdminStake), mounted by a custom page entry;
   * the list's Create button leads there. Default: react-admin's <name>/create.
   */
  createPath?: string;
  /**
   * The id of the resource's only record (a settings record such as the staking banner): its
   * list route shows the edit form of that record, and saving stays there.
   */
  singleton?: string;
  /** Detail route under /admin (spec: user-details, kyc-details); defaults to react-admin's show route. */
  showPath?: string;
  /**
   * 'dialog': create and edit open in a dialog over the list (SchemaDialogForm), on
   * /admin/<name>/create and /admin/<name>/<id> so a reload or a link reopens them; a row click
   * edits. Default 'page': react-admin's own create and edit pages.
   */
  form?: 'page' | 'dialog';
  /** One record's name in titles and toasts ('support category'); default: the label, lower case. */
  recordName?: string;
  recordRepresentation?: string;
}

export interface ListLink {
  label: string;
  /** Absolute path (a route from config/paths or /admin/<resource>). */
  to: string;
  icon?: ComponentType;
}

/**
 * A create form that moves money: confirmed with what it will do, behind the 2FA step-up, sent
 * with one Idempotency-Key per submission (re-sent when the same values are retried).
 */
export interface CreateFormSchema {
  /** The page title (default: "New <recordLabel or label>"). */
  title?: string;
  stepUp?: boolean;
  /** Send an Idempotency-Key (default false for plain creates). */
  idempotent?: boolean;
  /**
   * Asked before sending. `related` holds the records the form's reference fields point at
   * (e.g. the chosen plan), so the text can name the asset and the plan.
   */
  confirm?: {
    title: string;
    text: (
      values: Record<string, unknown>,
      related: Record<string, RaRecord | undefined>,
    ) => string;
    label?: string;
  };
  /** Success toast (default: 'Created'). */
  success?: string;
  /** Absolute path opened after success (default: the new record's details). */
  redirect?: string;
}

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
 * A declared action (see the example at the top of this file). Pessimistic: the dialog waits
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
  /** A reason typed in the dialog, sent as `values.reason`. */
  reason?: { label?: string; rules?: FieldRules; helper?: string };
  /** Extra inputs in the dialog (text, number, money, cryptoAmount, status), sent in `values`. */
  inputs?: FieldSchema[];
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
