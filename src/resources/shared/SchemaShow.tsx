import { useAllowedQuery } from './useAllowedQuery';
import { cloneElement, type ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import {
  EditButton,
  Show,
  SimpleShowLayout,
  TopToolbar,
  useResourceDefinition,
  type Identifier,
} from 'react-admin';
import type { ResourceSchema } from '../types';
import { fieldFor } from './fieldFor';
import { keepErrorOnScreen, ShowBody, ShowError } from './DetailStates';
import { ShowSections } from './sections';
import { actionsAt } from './actions/actionLogic';
import { SchemaActions } from './actions/SchemaActions';
import { RecordHistory } from './RecordHistory';
import { ChangedElsewhere } from './ChangedElsewhere';

interface SchemaShowProps {
  schema: ResourceSchema;
  /** Set when mounted on a custom route (e.g. /admin/user-details/:id). */
  id?: Identifier;
  /** Replace the generic body. */
  children?: ReactNode;
  /** Default: the schema's declared detail actions on the generic body (a custom body places its own). */
  actions?: ReactNode | false;
  title?: ReactNode;
  /**
   * Set when the details need more than the list row (e.g. a user's KYC and balances): the
   * query then has its own cache entry instead of the row react-admin cached from the list.
   */
  meta?: Record<string, unknown>;
}

/**
 * The generic details of a record: every `show` field (in the schema's sections when it declares
 * them), with loading and error states.
 */
export function SchemaShow({ schema, id, children, actions, title, meta }: SchemaShowProps) {
  // The generic edit form is reached from the details when the resource mounts one.
  const { hasEdit } = useResourceDefinition({ resource: schema.name });
  const generic = !children && (hasEdit || actionsAt(schema, 'detail').length > 0);
  const enabled = useAllowedQuery(schema.name, 'show');
  return (
    <Show
      resource={schema.name}
      id={id}
      actions={
        actions ??
        (generic ? (
          <TopToolbar>
            {hasEdit ? <EditButton variant="outlined" /> : null}
            <SchemaActions schema={schema} />
          </TopToolbar>
        ) : (
          false
        ))
      }
      title={title ?? schema.label}
      queryOptions={{ ...keepErrorOnScreen, enabled, ...(meta ? { meta } : {}) }}
      error={<ShowError />}
      sx={{ '& .RaShow-card': { overflow: 'visible' } }}
      component={children ? 'div' : undefined}
    >
      <ShowBody>
        <ChangedElsewhere />
        {children ?? <WithPanels schema={schema} />}
        {schema.history ? <RecordHistory /> : null}
      </ShowBody>
    </Show>
  );
}

/** The fields, and the schema's detail panels beside them on wide screens (below on narrow ones). */
function WithPanels({ schema }: { schema: ResourceSchema }) {
  const panels = schema.detailPanels ?? [];
  if (panels.length === 0) return <SchemaShowFields schema={schema} />;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(340px, 420px)' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <SchemaShowFields schema={schema} />
      </Box>
      <Stack spacing={2} sx={{ minWidth: 0, p: 2, pl: { lg: 0 } }}>
        {panels.map(({ name, component: Panel }) => (
          <Panel key={name} />
        ))}
      </Stack>
    </Box>
  );
}

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
