import { useMemo } from 'react';
import { Button, Typography } from '@mui/material';
import { DataTable, ListContextProvider, useList, type RaRecord } from 'react-admin';
import type { UseQueryResult } from '@tanstack/react-query';
import type { FieldSchema, ListEndpoint, ResourceSchema } from '../types';
import { SchemaDataTable } from './SchemaDataTable';
import { ErrorState } from './ErrorState';
import { LoadingRows } from './LoadingRows';
import { ACTIONS_CELL } from './gridFit';
import { stopRowClick } from './fieldBasics';

/** A record as the exchange API answers it: the grid reads its `_id` as the `id`. */
type ApiRecord = { _id: string };

/** The state of the call that answered the records (a react-query result). */
export type RecordsQuery = Pick<UseQueryResult, 'isPending' | 'error' | 'refetch'>;

/** A button at the end of each row (a platform wallet's Balance). */
export interface RowAction<R extends ApiRecord> {
  label: string;
  /** Its accessible name per record, when the label alone would not say which row. */
  name?: (record: R) => string;
  onClick: (record: R) => void;
}

interface RecordsTableProps<R extends ApiRecord> {
  /** The table's accessible name; also keys its column store. */
  label: string;
  fields: FieldSchema[];
  /** What a screen's own call answered (not a resource's list). */
  records: R[] | undefined;
  /** Pending, failed (Retry refetches) or answered. */
  query: RecordsQuery;
  /** The states' words; without `error` the error's own message is the heading. */
  texts: { loading: string; empty: string; error?: string };
  action?: RowAction<R>;
}

// The records come through useList and are held by whoever passes them: the grid never calls this.
const NO_CALL: ListEndpoint = {
  method: 'GET',
  path: '',
  mode: 'whole',
  bound: { table: '', rows: 0, enforcedBy: 'schema' },
  errorMessage: '',
};

/**
 * An in-memory set of records as a declared grid: the engine's cells and its loading, error and
 * empty states, sorting in the browser (useList), and an optional button per row. A row opens
 * nothing.
 */
export function RecordsTable<R extends ApiRecord>(props: RecordsTableProps<R>) {
  const { label, fields, records, query, texts, action } = props;
  const data = useMemo(() => records?.map((r): RaRecord => ({ ...r, id: r._id })), [records]);
  const list = useList({ data, isPending: query.isPending });
  const schema = useMemo<ResourceSchema>(
    () => ({ name: `records.${label}`, label, fields, list: NO_CALL }),
    [label, fields],
  );
  const column = useMemo(() => action && actionColumn(action), [action]);
  if (query.error)
    return (
      <ErrorState title={texts.error} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (query.isPending) return <LoadingRows label={texts.loading} shown />;
  if (!records?.length) return <Typography color="text.secondary">{texts.empty}</Typography>;
  return (
    <ListContextProvider value={list}>
      <SchemaDataTable schema={schema} embedded rowClick={false} label={label}>
        {column}
      </SchemaDataTable>
    </ListContextProvider>
  );
}

function actionColumn<R extends ApiRecord>({ label, name, onClick }: RowAction<R>) {
  // A row is the record with its `id` added.
  const of = (row: RaRecord) => row as unknown as R;
  return (
    <DataTable.Col
      key="rowAction"
      label=""
      disableSort
      headerClassName={ACTIONS_CELL}
      cellClassName={ACTIONS_CELL}
      render={(row: RaRecord) => (
        <Button
          size="small"
          aria-label={name?.(of(row))}
          onClick={(event) => {
            stopRowClick(event);
            onClick(of(row));
          }}
        >
          {label}
        </Button>
      )}
    />
  );
}
