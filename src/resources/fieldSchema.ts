import type { ImageBounds, ImageUse } from '../contracts/images';
import type { ComponentType, ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { EndpointCall } from '../dataProvider/endpointTypes';
import type { FieldRules } from '../contracts/fieldRules';

/** One field of a resource (types.ts): how it shows, filters, sorts and is validated. */

export type FieldType =
  | 'text'
  | 'email'
  | 'person' // a user of the exchange by e-mail: a link to their record page and a copy button
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
  | 'tags' // several of `choices` (an array of ids): chips; in forms a group of checkboxes
  | 'boolean'
  | 'image' // shown with the bearer; in forms an upload through `upload` (multipart field `image`)
  | 'changes'; // an audit entry's { column: [before, after] }: one line per column, read-only

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
  /**
   * status (forms): choices read from the form's other values (the wallets a transfer may go to);
   * the input waits while there is none, and a value no longer among them is cleared.
   */
  choicesOf?: (values: Record<string, unknown>) => Choice[];
  currencySource?: string;
  /** Shorthand for `rules.required`. */
  required?: boolean;
  /** Validation, declared once: the form checks it, and the server can build its TypeBox from it. */
  rules?: FieldRules;
  /** text (forms): a multi-line input, for long texts. */
  multiline?: boolean;
  /** Forms: a hint under the input (what a link may be), or read from the form's values. */
  help?: string | ((values: Record<string, unknown>) => string | undefined);
  /** Forms: what a text input keeps of what is typed (the digits and point of an amount). */
  sanitize?: (typed: string) => string;
  /** text (forms) with `rules.maxLength`: a live "n/max" counter under the input. */
  counter?: boolean;
  /** Forms: the words for a broken rule where the page's texts say it otherwise than the default. */
  messages?: Partial<Record<keyof FieldRules, string>>;
  /**
   * Forms: a check the declarative rules cannot say (a function shared with the server, such as
   * a link's scheme, or a comparison with the form's other `values`); answers the message, or
   * undefined when the value passes.
   */
  check?: (value: unknown, values: Record<string, unknown>) => string | undefined;
  /**
   * text (forms): a one-time code (contracts/otp): only its digits kept, checked whole with the
   * catalogue's words, a numeric keypad and the browser's code autofill.
   */
  otp?: boolean;
  /** text (forms): typed hidden, with a show/hide button (a password); `autoComplete` for the browser. */
  secret?: boolean;
  autoComplete?: string;
  /**
   * secret text (forms): a live guide under the input that describes it, given the value typed
   * (a new password's rules, ticked as they are met).
   */
  guide?: ComponentType<{ id: string; value: string }>;
  /**
   * Grid cell or record field: the text shown, read from the record ('Chrome 131 on Linux' from a
   * user agent, '$1,234.50' from a balance); the field's own text stays whole in the title.
   */
  display?: (record: RaRecord) => string;
  /**
   * Grid cell or record field: markup read from the whole record, where a text is not enough (an
   * audit entry's sentence, with links to the admin and the record). An element, not a hook call:
   * a grid cell calls it as a plain function. Wins over `display` and the type's own look.
   */
  render?: (record: RaRecord) => ReactNode;
  /** Grid cell: the row's main text (an audit sentence), cut at a wide column's width, not its type's. */
  wide?: boolean;
  /** Grid cell: a chip after the value on the records it holds for ('This session'). */
  chip?: { label: string; when: (record: RaRecord) => boolean; color?: Choice['color'] };
  /** cryptoAmount: most fraction digits shown (default 18: nothing a chain stores is cut). */
  decimals?: number;
  /** address / txHash: the network for the explorer link, fixed or read from the record. */
  network?: string;
  networkSource?: string;
  /** address / txHash: shown whole, wrapping, not shortened (an address an admin checks by eye). */
  whole?: boolean;
  /** address / txHash: the copy button's name per record, its toast and how long it shows. */
  copy?: { name?: (record: RaRecord) => string; message?: string; ms?: number };
  /**
   * reference: the target resource; shows its recordRepresentation (or `representation`). In a
   * form it is a select of the target's records, narrowed by `filter` (e.g. active plans only).
   */
  reference?: {
    resource: string;
    representation?: string;
    filter?: Record<string, unknown>;
    /**
     * Forms: the target's field that says what each record is (a role's one-line description);
     * the choices are then radio buttons, each naming the record and saying it.
     */
    description?: string;
  };
  /**
   * person: where the record holds the user's id (default `userId`), or how to read it (a
   * dispute's "raised by" is its buyer or its seller). Without an id the e-mail shows unlinked.
   */
  personId?: string | ((record: RaRecord) => unknown);
  /** nested: the sub-columns of each row of the array field. */
  columns?: FieldSchema[];
  /** image: the record's field that names it (its alt text, the viewer's title); default the label. */
  nameSource?: string;
  /** image (forms): where the file is uploaded; the answer's `result` (a path or `{url}`) is stored. */
  upload?: EndpointCall<{ file: File }> & {
    /** The message when the server never answered (default: 'Upload failed'). */
    noResponseMessage?: string;
  };
  /** image (forms): what the browser checks before uploading anything (the server checks again). */
  imageRules?: ImageRules;
}

/** An image file's limits, from the shared contract the upload route enforces. */
/** An image field's rules: its use's bounds (src/contracts/images.ts), sent with the upload. */
export type ImageRules = ImageBounds & { use: ImageUse };

/** A titled group of fields on the details and the edit form (as cards, or tabs with `layout`). */
export interface SectionSchema {
  label: string;
  /** Sources of `fields`, in order; each view shows those declared for it. */
  fields: string[];
  /**
   * The record page only: a field component shown below the fields, reading the record from
   * context (a user's balances table, a KYC submission's document images).
   */
  component?: ComponentType;
  /** The record page only: the card spans both columns. */
  wide?: boolean;
  /** The record page only: a sentence and a link to another screen, below the fields. */
  link?: (record: RaRecord) => SectionLink;
}

/** A section's way on: 'Turn it on to protect sign-in.' beside an 'Enable 2FA' button. */
export interface SectionLink {
  note: string;
  label: string;
  to: string;
  /** The section's main call to action: a filled button (default outlined). */
  primary?: boolean;
  icon?: ComponentType;
}
