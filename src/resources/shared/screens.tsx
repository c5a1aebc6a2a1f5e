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
  const edit = formScreen(definition, 'edit', ({ id }: { id?: Identifier }) => (
    <SchemaEdit schema={schema} id={id} />
  ));
  const create = formScreen(definition, 'create', () => <SchemaCreate schema={schema} />);
  return { list, show, edit, create };
}

/**
 * The edit or create screen: none when the resource turns it off, its override, else the generic
 * form where the schema has the route and a field for that view.
 */
function formScreen(
  definition: ResourceDefinition,
  view: 'edit' | 'create',
  generic: ComponentType<{ id?: Identifier }>,
): ComponentType<{ id?: Identifier }> | undefined {
  const given = definition[view];
  if (given === false) return undefined;
  if (given) return given;
  const { schema } = definition;
  const route = view === 'edit' ? schema.update : schema.create;
  return route && schema.fields.some((f) => f.views.includes(view)) ? generic : undefined;
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
