import type { FieldRules } from '../fieldRules';
import type { Permission } from '../permissions';

/**
 * The facts of a server-paged list, written once and read by both sides: the admin's grid
 * (src/resources/shared/contractFields.ts adds only presentation: choices, currency, views) and
 * the server's list (server/http/contractList.ts maps each field to its SQL and refuses to start
 * when a field the grid sorts, filters, searches or exports has none). A generated test
 * (tests/server/contracts.test.ts) proves every control of every registered list against the
 * real server. Plain TypeScript: no browser or Node imports.
 */

/** What a field holds; the grid shows it by type, the server compares it by type. */
export type ContractFieldType =
  | 'text'
  | 'email'
  | 'number'
  | 'money'
  | 'cryptoAmount'
  | 'percent'
  | 'address'
  | 'txHash'
  | 'date'
  | 'datetime'
  | 'status'
  | 'boolean'
  | 'changes'; // an audit entry's { column: [before, after] }

/**
 * A filter of the grid: exact match on one of a set (`select`), case-insensitive substring
 * (`text`), an inclusive range sent as `<key>_gte` / `<key>_lte` (`dateRange`, `numberRange`).
 */
export type ContractFilter = 'select' | 'text' | 'dateRange' | 'numberRange';

export interface ContractField {
  /** The record's JSON key, the filter's and the sort's name. */
  key: string;
  /** The grid's column header, the details' label and the CSV header. */
  label: string;
  type: ContractFieldType;
  /**
   * 'column' (default): a grid column, exported in the CSV; 'detail': in the record, not a column
   * (the details page shows it); 'filter': only a filter, not in the record (see `matches`).
   */
  role?: 'column' | 'detail' | 'filter';
  /** The list sorts by it (the server's column is indexed or cheap to sort). Default: false. */
  sortable?: boolean;
  filter?: ContractFilter;
  /** One of the columns the free-text search `q` looks in. */
  searchable?: boolean;
  /** A filter-only field: the record's fields it tests (a trade's user: buyer or seller). */
  matches?: string[];
  /**
   * The create and edit forms take it ('create': only when the record is created), checked by
   * `rules` in the form and again by the server (server/http/crudRoutes.ts).
   */
  input?: 'always' | 'create';
  rules?: FieldRules;
  /** The only values an input may take (a select's choices; the admin adds their colours). */
  values?: readonly string[];
  /** What a create stores when the input is not sent, and what the create form starts with. */
  default?: string | number | boolean;
  /**
   * The input is a list of such values (a pair's payment methods), distinct, from `min` to `max`
   * of them; `rules` check each one, named `item` in their messages ('Payment method').
   */
  many?: { min: number; max: number; item: string };
  /** The input may be null (no image); a cleared one ('') is stored as null. */
  nullable?: boolean;
}

export interface ListEndpointContract {
  method: 'GET' | 'POST';
  path: string;
  /** Sent beside page, limit, filter and sort in each call of this grid (a view's fixed payload). */
  fixed?: Record<string, unknown>;
}

/** A write's method and path; a path without `:id` carries the record's id as `_id` in the body. */
export interface WriteRoute {
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
}

export type WriteVerb = 'create' | 'update' | 'delete';

/**
 * A rule about the record as a whole (min ≤ max, a lock only on a fixed plan): given the values
 * the record will hold, each broken field's message in the form's words, or null. The form checks
 * it before sending; the server checks it again inside the write's transaction, on the stored
 * record with the change applied, and answers 400 with the same `errors`.
 */
export interface RecordRule {
  check: (values: Record<string, unknown>) => Record<string, string> | null;
}

/**
 * The record's writes (server/http/crudRoutes.ts mounts them). By default all at one `path`:
 * POST creates, PUT (with `_id`) changes the `input: 'always'` fields, DELETE <path>/:id deletes;
 * `routes` names a verb's own method and path where the API has irregular ones.
 */
export interface RecordWrites {
  path?: string;
  routes?: Partial<Record<WriteVerb, WriteRoute>>;
  verbs: readonly WriteVerb[];
  /** One record's name in messages and the action log: 'Blocked address'. */
  recordName: string;
  /**
   * A valid create body and a valid change of it: the API document's examples, and the records
   * the generated tests (tests/server/contractWrites.test.ts) create, change and delete.
   */
  examples: {
    /** Required when the writes create. */
    create?: Record<string, unknown>;
    update: Record<string, unknown>;
    /**
     * Values that break a record rule over the create example (or, without a create, over the
     * record the generated test changes): a generated test sends them.
     */
    broken?: Record<string, unknown>;
  };
  /** Record-level rules, beyond each input's own. */
  rules?: readonly RecordRule[];
  /**
   * Fields a change may carry only as they are (a form sends the whole record: a pair's symbol,
   * its last price): the server refuses another value with 400, in `message`, under the field.
   */
  unchanged?: {
    keys: readonly string[];
    message: (key: string, record: Record<string, unknown>) => string;
  };
  /**
   * A change that needs the admin's confirmation (pausing the main pair): when `needed` says so of
   * the record and the change, the server answers 409 with `message` unless the body carries
   * `<key>: true`, which the form adds once the admin confirmed.
   */
  confirm?: {
    key: string;
    needed: (record: Record<string, unknown>, change: Record<string, unknown>) => boolean;
    message: (record: Record<string, unknown>) => string;
  };
  /** What the 409 says when the table's unique key refuses the values sent. */
  duplicate?: (values: Record<string, unknown>) => string;
  /** The record in the action log (an address and its network); a change names it as it was. */
  describe?: (record: Record<string, unknown>) => string;
}

/**
 * The table that holds a resource's records, for a resource the engine serves from its contract
 * alone (server/http/tableResource.ts: its list, its writes, its audit name and its link). Each
 * field is the column of its key in snake_case (`createdAt` is `created_at`); the table has an
 * `id` uuid, `created_at` and `updated_at`, and the audit trigger (see docs/adding-a-resource.md).
 */
export interface TableDeclaration {
  name: string;
  /** The group of its routes in the API document ('Money'). */
  tag: string;
  /**
   * The field that shows who created the record: its column `created_by` holds the signed-in
   * admin's id on a create, the list shows (and filters by) their e-mail.
   */
  createdBy?: string;
  /** The status its records move through by a command (src/contracts/resources/tableCommands.ts). */
  moves?: TableMoves;
}

/**
 * A table resource's status command: `POST <path>` with `{ _id, <field>: <to> }` moves a record
 * from one of `from` to `to` (409 from elsewhere), with the permission, the step-up and the reason
 * declared here. The engine serves it and the admin offers each move on the row and the record page.
 */
export interface TableMoves {
  /** The field that moves: one of the contract's fields with `values`. */
  field: string;
  /** The command's route, without /api. */
  path: string;
  /** Default: the permission of the contract's update. */
  permission?: Permission;
  moves: readonly { to: string; from: readonly string[]; label: string; confirm: string }[];
  /** A reason is required for every move; these are the words refusing one left out. */
  reason?: string;
  /** A live 2FA step-up is required (a move that lets money leave). */
  stepUp?: boolean;
}

/**
 * Who may call the list and each write: the route table derives its lines from these. `write` is
 * the permission of every write that names none of its own.
 */
export type ContractPermissions = { read: Permission; write?: Permission } & Partial<
  Record<WriteVerb, Permission>
>;

/**
 * The records waiting for a person, as one view of the list (pending withdrawals, oldest first):
 * the menu opens it under the list's entry with its live count, and a record page opened from it
 * offers the next one.
 */
export interface ListQueue {
  label: string;
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export interface PagedListContract {
  /** The admin's resource name: its grid lives at /admin/<name>. */
  name: string;
  endpoint: ListEndpointContract;
  fields: ContractField[];
  /**
   * The columns a person decides on (a withdrawal's user, amount, value, risk and status), in
   * order: the grid and the CSV lead with them, so they fit a 1440 px screen beside the row's
   * actions without a sideways scroll (tests/e2e/decisionColumns.spec.ts).
   */
  decisions?: string[];
  queue?: ListQueue;
  defaultSort: { field: string; order: 'ASC' | 'DESC' };
  /**
   * The grid offers Export: the server streams every filtered row as CSV in the grid's sort,
   * headed by the columns' labels (server/http/csvExport.ts).
   */
  export: boolean;
  /**
   * The list answers `filter: { userId: <a user's _id> }` with that user's rows, matched exactly
   * (not the grid's e-mail substring): a user's record page embeds them. `matches` names the
   * record keys holding the id (a P2P trade's buyer or seller). tests/server/contracts.test.ts
   * asks it of the real server.
   */
  userFilter?: { matches: string[] };
  /**
   * A short list (bounded in src/contracts/wholeLists.ts) answered whole: the endpoint answers
   * every record as an array in the default sort, and the grid sorts and filters in the browser.
   * Such contracts are registered in `wholeListContracts`, not with the server-paged lists.
   */
  whole?: boolean;
  /**
   * One settings record (the landing page), with `whole`: the endpoint answers it as an object,
   * without `_id`, and a change (its only write) is sent whole, without `_id`.
   */
  singleton?: boolean;
  writes?: RecordWrites;
  table?: TableDeclaration;
  /**
   * The permission of the list and of each write: the route rules (src/contracts/routeRules.ts)
   * derive them, so no hand-written line restates the method and path.
   */
  permissions?: ContractPermissions;
  /**
   * Rows the generated tests seed before asking each sort and filter (at least three, with
   * distinct values in every sortable and filterable field), so a wrong order fails.
   */
  seeds?: readonly Record<string, unknown>[];
}

/** The filter key of `userFilter`. */
export const USER_FILTER = 'userId';

/** The common case: the rows carry their user's id as `userId`. */
export const byUserId = { matches: [USER_FILTER] };

export const roleOf = (field: ContractField) => field.role ?? 'column';

/** The grid's columns, in order: also the CSV's columns. */
export const columnsOf = (contract: PagedListContract) =>
  contract.fields.filter((field) => roleOf(field) === 'column');
