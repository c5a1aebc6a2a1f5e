import type { ResourceDefinition } from './shared/definition';
import type { ResourceSchema } from './types';
import { users } from './users';
import { kyc } from './kyc';
import { notification } from './notification';
import { indexSchemas } from './shared/schemaIndex';

/**
 * Every schema-driven resource of the admin, in sidebar order. Adding a resource is one folder
 * (schema + the screens that differ) and one line here: AdminApp mounts it, the dataProvider
 * serves it and the sidebar lists it from `schema.menu`.
 */
export const resources: ResourceDefinition[] = [users, kyc, notification];

export const schemas: ResourceSchema[] = resources.map((definition) => definition.schema);

// Reference fields find their target's details route and representation by name.
indexSchemas(schemas);
