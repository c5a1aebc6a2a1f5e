import type { ResourceDefinition } from '../resources/shared/definition';
import { actionsAt } from '../resources/shared/actions/actionLogic';
import { firstPageCall } from '../dataProvider/firstPageCall';
import {
  PAINTED_TYPES,
  type FirstPageColumn,
  type FirstPageManifest,
  type PaintedType,
} from './firstPageManifest';

const painted = (type: string): type is PaintedType =>
  (PAINTED_TYPES as readonly string[]).includes(type);

/**
 * The boot manifest (firstPages.json) from the resource registry: the lists the boot script may
 * paint — whole lists on the generic grid (SchemaDataTable), asked for by a first-page call,
 * without row actions, every column of a type the painter draws — with that call and those columns.
 */
export function deriveFirstPages(
  definitions: readonly ResourceDefinition[],
): Record<string, FirstPageManifest> {
  const manifest: Record<string, FirstPageManifest> = {};
  for (const { schema, list } of definitions) {
    if (list || schema.list.mode !== 'whole' || !schema.defaultSort) continue;
    if (actionsAt(schema, 'row').length > 0) continue;
    const perPage = schema.list.perPage ?? 25;
    const call = firstPageCall(schema, {
      page: 1,
      perPage,
      sort: schema.defaultSort,
      filter: {},
    });
    const fields = schema.fields.filter((field) => field.views.includes('list'));
    if (!call || !fields.every((field) => painted(field.type))) continue;
    manifest[schema.name] = {
      title: schema.label,
      request: {
        method: call.method,
        path: call.path,
        query: call.query as FirstPageManifest['request']['query'],
      },
      sort: schema.defaultSort,
      perPage,
      selectable: actionsAt(schema, 'bulk').length > 0,
      columns: fields.map(({ source, label, type, choices, sortable }): FirstPageColumn => ({
        source,
        label,
        type: type as PaintedType,
        sortable: sortable !== false,
        ...(type === 'status' ? { choices: choices ?? [] } : {}),
      })),
    };
  }
  return manifest;
}
