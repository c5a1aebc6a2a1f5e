import { cloneElement, type ReactNode } from 'react';
import { Show, SimpleShowLayout, type Identifier } from 'react-admin';
import type { ResourceSchema } from '../types';
import { fieldFor } from './fieldFor';
import { keepErrorOnScreen, ShowBody, ShowError } from './DetailStates';

interface SchemaShowProps {
  schema: ResourceSchema;
  /** Set when mounted on a custom route (e.g. /admin/user-details/:id). */
  id?: Identifier;
  /** Replace the generic body. */
  children?: ReactNode;
  actions?: ReactNode | false;
  title?: ReactNode;
}

/** The generic details of a record: every `show` field, with loading and error states. */
export function SchemaShow({ schema, id, children, actions = false, title }: SchemaShowProps) {
  return (
    <Show
      resource={schema.name}
      id={id}
      actions={actions}
      title={title ?? schema.label}
      queryOptions={keepErrorOnScreen}
      error={<ShowError />}
      sx={{ '& .RaShow-card': { overflow: 'visible' } }}
      component={children ? 'div' : undefined}
    >
      <ShowBody>{children ?? <SchemaShowFields schema={schema} />}</ShowBody>
    </Show>
  );
}

export function SchemaShowFields({ schema }: { schema: ResourceSchema }) {
  return (
    <SimpleShowLayout>
      {schema.fields
        .filter((f) => f.views.includes('show'))
        .map((field) => cloneElement(fieldFor(field), { key: field.source }))}
    </SimpleShowLayout>
  );
}
