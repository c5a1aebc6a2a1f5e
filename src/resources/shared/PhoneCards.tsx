import type { ReactNode } from 'react';
import { Box, Card, CardActionArea, Skeleton, Stack, Typography } from '@mui/material';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { FieldSchema, ResourceSchema } from '../types';
import { cellFor } from './cellFor';
import { fieldFor } from './fieldFor';
import { SchemaActions } from './actions/SchemaActions';
import { actionsAt } from './actions/actionLogic';
import { opensRecord, showPathOf } from './routes';
import { leanChipSx } from './gridStyles';

/** A card shows the grid's leading columns: a contract's decision columns come first. */
const CARD_FIELDS = 4;

/**
 * A grid on a phone: one card per record (react-admin's SimpleList pattern) with the grid's
 * leading fields, label beside value, and the row's actions; tapping the card opens the record.
 * The table would show one or two columns of a 390 px screen and push the page sideways.
 */
export function PhoneCards({
  schema,
  fields,
  empty,
}: {
  schema: ResourceSchema;
  fields: FieldSchema[];
  empty?: ReactNode;
}) {
  const { data, isPending } = useListContext();
  const navigate = useNavigate();
  const shown = fields.slice(0, CARD_FIELDS);
  const hasRow = actionsAt(schema, 'row').length > 0;
  if (isPending) return <CardsSkeleton />;
  if (!data?.length) return <>{empty ?? null}</>;
  const open = opensRecord(schema)
    ? (record: RaRecord) => navigate(showPathOf(schema, record.id))
    : undefined;
  return (
    <Stack
      component="ul"
      spacing={1}
      // The cards show the grid's cells (cellFor), chips included, outside the grid's styles.
      sx={(theme) => ({ listStyle: 'none', p: 1, m: 0, ...leanChipSx(theme) })}
      aria-label={schema.label}
    >
      {data.map((record) => (
        <Card component="li" key={record.id} variant="outlined">
          <RecordContextProvider value={record}>
            <CardBody fields={shown} record={record} open={open} />
            {hasRow ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, pb: 1.5 }}>
                <SchemaActions schema={schema} place="row" />
              </Box>
            ) : null}
          </RecordContextProvider>
        </Card>
      ))}
    </Stack>
  );
}

function CardBody({
  fields,
  record,
  open,
}: {
  fields: FieldSchema[];
  record: RaRecord;
  open?: (record: RaRecord) => void;
}) {
  const body = (
    <Box
      component="dl"
      sx={{
        m: 0,
        px: 2,
        py: 1.5,
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
      }}
    >
      {fields.map((field) => {
        const cell = cellFor(field);
        return (
          <Box key={field.source} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {field.label}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
            >
              {cell ? cell(record) : fieldFor(field)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
  return open ? <CardActionArea onClick={() => open(record)}>{body}</CardActionArea> : body;
}

function CardsSkeleton() {
  return (
    <Stack spacing={1} sx={{ p: 1 }} aria-busy="true">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={112} />
      ))}
    </Stack>
  );
}
