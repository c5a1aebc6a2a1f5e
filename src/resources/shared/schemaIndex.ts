import type { ResourceSchema } from '../types';

/**
 * The registered schemas by name, filled once by ../registry.ts. Reference fields look their
 * target up here (its details route and representation) without importing the registry, which
 * imports every resource and would make a cycle.
 */
const byName = new Map<string, ResourceSchema>();

export function indexSchemas(schemas: ResourceSchema[]): void {
  for (const schema of schemas) byName.set(schema.name, schema);
}

export const schemaNamed = (name: string): ResourceSchema | undefined => byName.get(name);
