import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import type { ResourceDefinition } from './definition';
import { SchemaList } from './SchemaList';
import { SchemaShow } from './SchemaShow';
import { SchemaEdit } from './SchemaEdit';
import { SchemaCreate } from './SchemaCreate';
import { SchemaDialogForm } from './SchemaDialogForm';
import { hasRecordPage } from './routes';

export interface ResolvedScreens {
  list: ComponentType;
  show?: ComponentType<{ id?: Identifier }>;
  edit?: ComponentType<{ id?: Identifier }>;
  create?: ComponentType;
}

/** A resource's screens: its overrides, else the generic schema-driven ones. Built once per resource. */
export function resolveScreens(definition: ResourceDefinition): ResolvedScreens {
  const { schema } = definition;
  if (schema.form === 'dialog') return dialogScreens(definition);
  const list =
    definition.list ??
    (schema.singleton
      ? () => <SchemaEdit schema={schema} />
      : () => <SchemaList schema={schema} />);
  const show = showScreen(definition);
  const hasEditFields =
    Boolean(schema.update) && schema.fields.some((f) => f.views.includes('edit'));
  const edit =
    definition.edit === false
      ? undefined
      : (definition.edit ??
        (hasEditFields
          ? ({ id }: { id?: Identifier }) => <SchemaEdit schema={schema} id={id} />
          : undefined));
  const hasCreateFields =
    Boolean(schema.create) && schema.fields.some((f) => f.views.includes('create'));
  const create =
    definition.create === false
      ? undefined
      : (definition.create ??
        (hasCreateFields ? () => <SchemaCreate schema={schema} /> : undefined));
  return { list, show, edit, create };
}

/**
 * A `form: 'dialog'` resource: create and edit are dialogs over the list (SchemaDialogForm), so
 * react-admin gets no create or edit route and the list's route serves /create and /:id too.
 */
function dialogScreens(definition: ResourceDefinition): ResolvedScreens {
  const { schema } = definition;
  const List = definition.list ?? (() => <SchemaList schema={schema} />);
  const list = () => (
    <>
      <List />
      <SchemaDialogForm schema={schema} />
    </>
  );
  const show = showScreen(definition);
  return { list, show };
}

/** The record page: the resource's own, else SchemaShow when the schema has one to show. */
function showScreen(definition: ResourceDefinition): ResolvedScreens['show'] {
  const { schema } = definition;
  if (definition.show) return definition.show;
  if (!hasRecordPage(schema)) return undefined;
  return ({ id }: { id?: Identifier }) => <SchemaShow schema={schema} id={id} />;
}
