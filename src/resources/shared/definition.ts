import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import type { ResourceSchema } from '../types';

/** What the registry holds per resource: the schema plus the screens that differ from the generic ones. */
export interface ResourceDefinition {
  schema: ResourceSchema;
  /** Default: SchemaList. */
  list?: ComponentType;
  /** Default: SchemaShow. Mounted at /admin/<showPath>/:id when the schema has a showPath. */
  show?: ComponentType<{ id?: Identifier }>;
  /** Default: SchemaEdit when the schema has an update endpoint and `edit` fields; `false` for none. */
  edit?: ComponentType<{ id?: Identifier }> | false;
  /** Default: SchemaCreate when the schema has a create endpoint and `create` fields; `false` for none. */
  create?: ComponentType | false;
}
