import { useMemo } from 'react';
import { Button, Card, CardHeader, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  CanAccess,
  ReferenceManyField,
  useListContext,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import type { FieldSchema, RelatedListSchema, ResourceSchema } from '../types';
import { schemaNamed } from './schemaIndex';
import { SchemaDataTable } from './SchemaDataTable';
import { BoundedPagination } from './BoundedPagination';
import { ErrorState } from './ErrorState';
import { LoadingRows } from './LoadingRows';
import { isBlank, valueAt } from './fieldBasics';
import { filteredListPath, listPathOf } from './routes';

const PER_PAGE = 5;
const DEFAULT_COLUMNS = 4;

/**
 * Another resource's records that belong to the record in context (a user's withdrawals), as a
 * card of its page: the related grid's columns, paged by the server through the list's exact
 * filter (`target`), a row opening its own page, and "View all" to the filtered grid. Only for
 * admins who may read that list.
 */
export function RelatedList({ related }: { related: RelatedListSchema }) {
  const target = schemaNamed(related.resource);
  if (!target) return null;
  return (
    <CanAccess resource={related.resource} action="list">
      <RelatedCard related={related} target={target} />
    </CanAccess>
  );
}

/** The declared columns among the related list's fields, else its first few columns. */
export function relatedColumns(related: RelatedListSchema, target: ResourceSchema): FieldSchema[] {
  const inList = target.fields.filter((field) => field.views.includes('list'));
  if (!related.columns) return inList.slice(0, DEFAULT_COLUMNS);
  return related.columns
    .map((source) => inList.find((field) => field.source === source))
    .filter((field): field is FieldSchema => Boolean(field));
}

/** The related grid, filtered by its own visible filter (the admin sees and can clear it). */
export function viewAllPath(related: RelatedListSchema, target: ResourceSchema, record: RaRecord) {
  const value = related.viewAll ? valueAt(record, related.viewAll.source) : undefined;
  if (!related.viewAll || isBlank(value)) return listPathOf(target);
  return filteredListPath(target.name, { [related.viewAll.filter]: value });
}

function RelatedCard({ related, target }: { related: RelatedListSchema; target: ResourceSchema }) {
  const record = useRecordContext();
  const columns = useMemo(() => relatedColumns(related, target), [related, target]);
  if (!record) return null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={related.label}
      sx={{ minWidth: 0, ...(related.wide ? { gridColumn: '1 / -1' } : {}) }}
    >
      <CardHeader
        title={related.label}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          <Button
            component={Link}
            to={viewAllPath(related, target, record)}
            size="small"
            aria-label={`View all ${related.label.toLowerCase()}`}
          >
            View all
          </Button>
        }
        sx={{ pb: 1 }}
      />
      <ReferenceManyField
        reference={related.resource}
        target={related.target}
        source={related.source ?? 'id'}
        perPage={related.perPage ?? PER_PAGE}
        sort={target.defaultSort}
        storeKey={`${related.resource}.related.${related.target}`}
        pagination={<BoundedPagination rowsPerPageOptions={[]} label={`${related.label} pages`} />}
        loading={<RelatedLoading label={related.label} />}
        error={<RelatedError label={related.label} />}
      >
        {/* Its own empty state: react-admin's `empty` never shows beside an `error` element. */}
        <SchemaDataTable
          schema={target}
          fields={columns}
          embedded
          empty={
            <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
              {`No ${related.label.toLowerCase()} yet.`}
            </Typography>
          }
        />
      </ReferenceManyField>
    </Card>
  );
}

function RelatedLoading({ label }: { label: string }) {
  return (
    <Stack sx={{ px: 2, pb: 2 }}>
      <LoadingRows label={`Loading ${label}`} />
    </Stack>
  );
}

function RelatedError({ label }: { label: string }) {
  const { error, refetch } = useListContext();
  return (
    <ErrorState
      title={`Could not load the ${label.toLowerCase()}`}
      error={error}
      onRetry={() => void refetch()}
    />
  );
}
