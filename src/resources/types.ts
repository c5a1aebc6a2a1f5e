import type { ComponentType } from 'react';
import type { RaRecord } from 'react-admin';
import type { SvgIconProps } from '@mui/material';
import type { ActionSchema, ListActionSchema } from './actionSchema';
import type {
  EndpointCall,
  ListEndpoint,
  UpdateParams,
  Unwrap,
} from '../dataProvider/endpointTypes';
import type { FieldSchema, SectionSchema } from './fieldSchema';
import type { RecordPageSchema } from './recordPageSchema';
import type { ListQueue, RecordRule } from '../contracts/resources/types';
import type { RouteRule } from '../contracts/routePermissions';

export type { FieldRules } from '../contracts/fieldRules';
export type {
  FieldType,
  View,
  Choice,
  FieldSchema,
  ImageRules,
  SectionSchema,
} from './fieldSchema';
export type {
  HeaderAction,
  RecordText,
  RelatedListSchema,
  RecordPageSchema,
} from './recordPageSchema';
export type {
  HttpMethod,
  EndpointCall,
  Unwrap,
  ListEndpoint,
  UpdateParams,
} from '../dataProvider/endpointTypes';
export type {
  ActionPlace,
  ActionWhen,
  ActionAnswer,
  SignedInAdmin,
  ActionInput,
  BulkActionInput,
  ActionSchema,
  ListActionAnswer,
  ListActionSchema,
} from './actionSchema';

export type MenuGroup = 'Staking' | 'Trading' | 'P2P' | 'Admin' | 'Support';

export interface MenuEntry {
  label: string;
  /** Absent: a top-level sidebar entry. */
  group?: MenuGroup;
  /** Order within the sidebar (top level) or within its group. */
  order: number;
  icon: ComponentType;
}

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
 *       stepUp: true, // opens the step-up's 2FA modal unless verified in the last 5 minutes
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
    /** The message when the server never answered (default: `errorMessage`). */
    noResponseMessage?: string;
  };
  /** How the create form submits (default: a plain pessimistic save that opens the new record). */
  createForm?: CreateFormSchema;
  /** The edit form's extras (a settings record's page): its toast, a live preview, a leave guard. */
  editForm?: EditFormSchema;
  /** One record's name, singular ("Staking plan"): titles say "New staking plan", not the plural label. */
  recordLabel?: string;
  /** Links in the list's toolbar, to screens the sidebar does not list (e.g. staket/* from the plans). */
  listLinks?: ListLink[];
  delete?: EndpointCall<{ id: string }>;
  /**
   * Rules about the record as a whole (its contract's `writes.rules`): the create and edit forms
   * check them on submit and show each message under its input, as the server's 400 would.
   */
  recordRules?: readonly RecordRule[];
  fields: FieldSchema[];
  /** Groups of fields on show and edit; fields not named in any section follow at the end. */
  sections?: SectionSchema[];
  /** How sections render: stacked cards (default) or tabs. */
  sectionLayout?: 'cards' | 'tabs';
  /** Row, detail and bulk actions (rendered by SchemaActions), typed by each resource's record. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each action narrows its record type
  actions?: ActionSchema<any>[];
  /** Actions on the whole list, in its toolbar (settle every matured stake). */
  listActions?: ListActionSchema[];
  defaultSort?: { field: string; order: 'ASC' | 'DESC' };
  /**
   * Columns the grid hides until the admin shows them (Columns): facts another column already
   * says (the audit entry's sentence names its admin and record). Still in the CSV.
   */
  hiddenColumns?: string[];
  /** What the grid opens filtered on (the Approvals inbox on pending); cleared like any filter. */
  defaultFilter?: Record<string, unknown>;
  /** The records waiting for a person (its contract's `queue`): a menu entry and "Next". */
  queue?: ListQueue;
  /**
   * Create route under /admin (e.g. staket/createAdminStake), mounted by a custom page entry;
   * the list's Create button leads there. Default: react-admin's <name>/create.
   */
  createPath?: string;
  /**
   * The id of the resource's only record (a settings record such as the staking banner): its
   * list route shows the edit form of that record, and saving stays there.
   */
  singleton?: string;
  /** Detail route under /admin (e.g. user-details, kyc-details); defaults to react-admin's show route. */
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
  /**
   * The record's page shows its History: a timeline of the audit trail's latest entries for the
   * record's id, who changed what and when (for admins who may read the trail).
   */
  history?: boolean;
  /** The record page: its header (title, subtitle, status chip) and the related lists it embeds. */
  recordPage?: RecordPageSchema;
  /**
   * Cards beside the record's fields on its page (a withdrawal's risk review): components that
   * read the record from context and load what they need through the dataProvider.
   */
  detailPanels?: DetailPanel[];
  /** The list as a card of another page (the profile's active sessions): `<ListCard resource=… />`. */
  card?: ListCardSchema;
}

/**
 * A list shown whole in a card of a page that is not the resource's own: its heading and
 * intro, the grid's list columns with their row actions (a row opens nothing), and its texts.
 */
export interface ListCardSchema {
  title: string;
  intro?: string;
  icon?: ComponentType<SvgIconProps>;
  /** What the card says when there is no record. */
  empty: string;
  /** Rows asked for (default 50): the card has no pagination. */
  perPage?: number;
}

export interface DetailPanel {
  /** Unique within the resource (the React key). */
  name: string;
  component: ComponentType;
}

export interface ListLink {
  label: string;
  /** Absolute path (a route from config/paths or /admin/<resource>). */
  to: string;
  icon?: ComponentType;
  /** What the linked screen needs: an admin without it is not offered the link. */
  rule?: RouteRule;
}

export interface EditFormSchema {
  /** The toast after a save (default 'Changes saved'). */
  success?: string;
  /** Shown under the inputs; reads the form's live values (FormDataConsumer): what users will see. */
  preview?: ComponentType;
  /**
   * With unsaved changes, leaving (a link, a reload, closing the tab) asks first, with this text;
   * the admin runs under a BrowserRouter, where react-admin's warnWhenUnsavedChanges cannot.
   */
  leaveWarning?: string;
  /** A page of its own: the label as its heading (h1), with this text under it. */
  intro?: string;
  /**
   * A settings page: sections as cards beside a sticky preview, checked as the admin types, and a
   * bar pinned to the bottom with the form's state, Discard changes and Save changes (disabled
   * while a field is wrong). `savedAt` / `savedBy` name the record's fields behind "Last saved …".
   */
  saveBar?: { savedAt?: string; savedBy?: string };
}

/**
 * A create form that moves money: confirmed with what it will do, behind the 2FA step-up, sent
 * with one Idempotency-Key per submission (re-sent when the same values are retried).
 */
export interface CreateFormSchema {
  /** The page title (default: "New <recordLabel or label>"). */
  title?: string;
  /** The list's button that opens the form (default react-admin's 'Create'): 'Invite admin'. */
  openLabel?: string;
  /** The form's button (default 'Save'): what the admin does, 'Invite'. */
  submitLabel?: string;
  /**
   * Behind the 2FA step-up: asked as the form opens when no verification is live (nothing typed
   * is lost to it), and again over the form, in a dialog, when it has run out by the submission.
   */
  stepUp?: boolean;
  /**
   * What the step-up asks the code for, as the form opens ("invite an admin": "… to invite an
   * admin"). Default: read from the confirmation's question, which names a record already typed.
   */
  purpose?: string;
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
