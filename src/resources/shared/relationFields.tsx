import { cloneElement, type ReactElement } from 'react';
import {
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import {
  RecordContextProvider,
  ReferenceField,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import type { FieldSchema } from '../types';
import { schemaNamed } from './schemaIndex';
import { recordPathOf } from './routes';
import { EMPTY, stopRowClick } from './fieldBasics';

/**
 * Another resource's record: its representation, linking to its details. Through react-admin's
 * ReferenceField (one batched getMany per page) when the target is a registered resource;
 * otherwise the raw value.
 */
export function ReferenceValueField({ field }: { field: FieldSchema; label?: string }) {
  const record = useRecordContext();
  const target = field.reference ? schemaNamed(field.reference.resource) : undefined;
  if (!record) return null;
  if (!target || !field.reference) {
    const value = record[field.source] as unknown;
    return <span>{value === null || value === undefined ? EMPTY : String(value)}</span>;
  }
  return (
    <ReferenceField
      source={field.source}
      reference={target.name}
      link={false}
      emptyText={EMPTY}
      label={field.label}
    >
      <ReferenceLink
        resource={target.name}
        representation={field.reference.representation ?? target.recordRepresentation}
      />
    </ReferenceField>
  );
}

function ReferenceLink({
  resource,
  representation,
}: {
  resource: string;
  representation?: string;
}) {
  const target = useRecordContext();
  const schema = schemaNamed(resource);
  if (!target || !schema) return null;
  const text = String((representation ? target[representation] : target.id) ?? target.id);
  const to = recordPathOf(schema, target.id);
  if (!to) return <>{text}</>;
  return (
    <MuiLink component={Link} to={to} onClick={stopRowClick}>
      {text}
    </MuiLink>
  );
}

/** An array field as a small table of its declared `columns` (a ticket's messages, evidence). */
export function NestedListField({
  field,
  render,
}: {
  field: FieldSchema;
  label?: string;
  render: (column: FieldSchema) => ReactElement;
}) {
  const record = useRecordContext();
  if (!record) return null;
  const rows = (record[field.source] as RaRecord[] | null | undefined) ?? [];
  const columns = field.columns ?? [];
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        None
      </Typography>
    );
  return (
    <Table size="small" aria-label={field.label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.source}>{column.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, index) => (
          <RecordContextProvider key={String(row.id ?? row._id ?? index)} value={row}>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.source}>
                  {cloneElement(render(column), { key: column.source })}
                </TableCell>
              ))}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
}
