import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { Permission } from '../contracts/permissions';

/** A text of the record's header: a field's source, or built from the record. */
export type RecordText = string | ((record: RaRecord) => ReactNode);

/**
 * Another resource's records that belong to this one, embedded in its page and paged by the
 * server: `{ resource: 'withdraw', label: 'Withdrawals', target: 'userId' }` lists the
 * withdrawals whose `userId` is this record's id (the list's contract must accept the filter).
 */
export interface RelatedListSchema {
  /** The related resource's registry name. */
  resource: string;
  label: string;
  /** The related list's exact filter that selects the rows, e.g. `userId`. */
  target: string;
  /** This record's field the filter takes (default: its id). */
  source?: string;
  /** Columns, by source among the related list's fields (default: its first four columns). */
  columns?: string[];
  /** Rows per page (default 5). */
  perPage?: number;
  /**
   * "View all" opens the related grid filtered by its own visible filter (the grid shows what it
   * is filtered by): `filter` is the grid's filter, `source` this record's value for it.
   */
  viewAll?: { filter: string; source: string };
  /** The card spans both columns of the page. */
  wide?: boolean;
}

/**
 * A control in the record's header beside its declared actions, for what is not a call behind a
 * confirmation (a file built for the record): a component reading the record from context, shown
 * only to admins holding `permission`.
 */
export interface HeaderAction {
  /** Unique within the page (the React key). */
  name: string;
  component: ComponentType;
  permission?: Permission;
}

/** The record page's header and what it embeds (SchemaShow reads it; every key is optional). */
export interface RecordPageSchema {
  /** The page title (app bar and tab); default: the schema's label. */
  screenTitle?: string;
  /** The heading; default: the record's `recordRepresentation`, else its id. */
  title?: RecordText;
  subtitle?: RecordText;
  /** The field shown as a chip beside the title; default `status` when the schema has one. */
  status?: string;
  /** The back link's text; default "All <label>". */
  backLabel?: string;
  related?: RelatedListSchema[];
  headerActions?: HeaderAction[];
  /**
   * Sent as getOne's `meta` when the page needs more than the list row (a user's KYC and
   * balances): the query then has its own cache entry, not the row cached from the list.
   */
  meta?: Record<string, unknown>;
}
