import type { ReactNode } from 'react';
import { Box, Stack } from '@mui/material';
import { EditButton, useRecordContext, useResourceDefinition, type RaRecord } from 'react-admin';
import type { RecordText, ResourceSchema } from '../types';
import { DetailHeader } from './DetailHeader';
import { StatusChip } from './StatusChip';
import { SchemaActions } from './actions/SchemaActions';
import { groupsFor, SectionCard, ShowSections } from './sections';
import { RelatedList } from './RelatedList';
import { RecordHistory } from './RecordHistory';
import { isBlank, valueAt } from './fieldBasics';
import { backLabelOf, listPathOf } from './routes';
import { NextInQueueButton } from './NextInQueue';
import { holds, useHeldPermissions } from '../../authProvider/useHeldPermissions';

/**
 * A record's page, from its schema alone: a header (back to the list, the record's title, its
 * status chip and its actions), then its sections, panels and related lists in two columns (one
 * on narrow screens), blank fields left out, and its timeline.
 */
export function RecordPage({ schema }: { schema: ResourceSchema }) {
  const panels = schema.detailPanels ?? [];
  // No sections declared: one Details card, across the page unless panels sit beside it.
  const groups = groupsFor(schema, 'show').map((group) =>
    group.label ? group : { ...group, label: 'Details', wide: panels.length === 0 },
  );
  // Tabs, when the schema asks: one card of tabs across the page, the rest below.
  const tabs = schema.sectionLayout === 'tabs';
  const related = schema.recordPage?.related ?? [];
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <RecordHeader schema={schema} />
      {tabs ? <ShowSections schema={schema} /> : null}
      <Box sx={columns}>
        {tabs
          ? null
          : groups.map((group) => <SectionCard key={group.label ?? 'all'} group={group} />)}
        {panels.map(({ name, component: Panel }) => (
          <Box key={name} sx={{ minWidth: 0 }}>
            <Panel />
          </Box>
        ))}
        {related.map((list) => (
          <RelatedList key={`${list.resource}:${list.label}`} related={list} />
        ))}
      </Box>
      {schema.history ? <RecordHistory /> : null}
    </Stack>
  );
}

// Cards of a row share its height; each keeps its content's width (wide tables scroll inside).
const columns = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
  gap: 2,
  alignItems: 'stretch',
  '& > *': { minWidth: 0 },
} as const;

/** The header: back to the list, title and subtitle, the status chip, Edit and the declared actions. */
export function RecordHeader({ schema }: { schema: ResourceSchema }) {
  const record = useRecordContext();
  const { hasEdit } = useResourceDefinition({ resource: schema.name });
  const permissions = useHeldPermissions();
  if (!record) return null;
  const page = schema.recordPage ?? {};
  const extras = (page.headerActions ?? []).filter((extra) => holds(permissions, extra.permission));
  const status = statusOf(schema);
  const statusValue = status ? valueAt(record, status.source) : undefined;
  return (
    <DetailHeader
      backTo={listPathOf(schema)}
      backLabel={backLabelOf(schema)}
      title={textOf(record, page.title ?? schema.recordRepresentation) ?? `#${record.id}`}
      subtitle={textOf(record, page.subtitle)}
      chips={
        status && !isBlank(statusValue) ? (
          <StatusChip value={String(statusValue)} choices={status.choices ?? []} size="medium" />
        ) : null
      }
      actions={
        <>
          {hasEdit ? <EditButton variant="outlined" size="medium" /> : null}
          <SchemaActions schema={schema} />
          {extras.map(({ name, component: Extra }) => (
            <Extra key={name} />
          ))}
          <NextInQueueButton schema={schema} />
        </>
      }
    />
  );
}

/** The header's chip: the declared status field, else a `status` field of type status. */
function statusOf(schema: ResourceSchema) {
  const source = schema.recordPage?.status ?? 'status';
  return schema.fields.find((field) => field.source === source && field.type === 'status');
}

function textOf(record: RaRecord, text: RecordText | undefined): ReactNode {
  if (text === undefined) return undefined;
  if (typeof text === 'function') return text(record);
  const value = valueAt(record, text);
  return isBlank(value) ? undefined : String(value);
}
