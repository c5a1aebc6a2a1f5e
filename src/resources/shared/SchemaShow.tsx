import { useAllowedQuery } from './useAllowedQuery';
import { cloneElement, type ReactNode } from 'react';
import { Show, SimpleShowLayout, type Identifier } from 'react-admin';
import type { ResourceSchema } from '../types';
import { fieldFor } from './fieldFor';
import { keepErrorOnScreen, ShowBody, ShowError } from './DetailStates';
import { ShowSections } from './sections';
import { RecordPage } from './RecordPage';
import { RecordHistory } from './RecordHistory';
import { ChangedElsewhere } from './ChangedElsewhere';

interface SchemaShowProps {
  schema: ResourceSchema;
  /** Set when mounted on a custom route (e.g. /admin/user-details/:id). */
  id?: Identifier;
  /** Replace the generic record page (a flow's own page, e.g. a P2P trade with its chat). */
  children?: ReactNode;
  /** Toolbar actions of a custom body (the record page carries its own in its header). */
  actions?: ReactNode | false;
  title?: ReactNode;
  /** getOne's `meta` (default: the schema's `recordPage.meta`). */
  meta?: Record<string, unknown>;
}

/**
 * A record's page: the generic RecordPage built from the schema (header, sections, related
 * lists, timeline), or a custom body, with loading and error states.
 */
export function SchemaShow({ schema, id, children, actions, title, meta }: SchemaShowProps) {
  const enabled = useAllowedQuery(schema.name, 'show');
  const queryMeta = meta ?? schema.recordPage?.meta;
  return (
    <Show
      resource={schema.name}
      id={id}
      actions={actions ?? false}
      title={title ?? schema.recordPage?.screenTitle ?? schema.label}
      queryOptions={{ ...keepErrorOnScreen, enabled, ...(queryMeta ? { meta: queryMeta } : {}) }}
      error={<ShowError schema={schema} />}
      sx={{ '& .RaShow-card': { overflow: 'visible' } }}
      component="div"
    >
      <ShowBody>
        <ChangedElsewhere />
        {children ?? <RecordPage schema={schema} />}
        {children && schema.history ? <RecordHistory /> : null}
      </ShowBody>
    </Show>
  );
}

/** A custom body's fields: the schema's sections as cards, else every `show` field. */
export function SchemaShowFields({ schema }: { schema: ResourceSchema }) {
  if (schema.sections?.length) return <ShowSections schema={schema} />;
  return (
    <SimpleShowLayout>
      {schema.fields
        .filter((f) => f.views.includes('show'))
        .map((field) => cloneElement(fieldFor(field), { key: field.source }))}
    </SimpleShowLayout>
  );
}
