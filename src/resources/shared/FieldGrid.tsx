import { Box } from '@mui/material';
import { Labeled, useRecordContext } from 'react-admin';
import type { FieldSchema } from '../types';
import { fieldFor } from './fieldFor';
import { isBlank, valueAt } from './fieldBasics';

/** The fields of the record in context that hold something: a blank one is left out, not dashed. */
export function useFilledFields(fields: FieldSchema[]): FieldSchema[] {
  const record = useRecordContext();
  return fields.filter((field) => !isBlank(valueAt(record, field.source)));
}

/** Labeled fields of the record in context, laid out in responsive columns; blank ones left out. */
export function FieldGrid({ fields, columns = 2 }: { fields: FieldSchema[]; columns?: number }) {
  const filled = useFilledFields(fields);
  if (filled.length === 0) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        // More than two columns only where a wide card has the room.
        gridTemplateColumns: {
          xs: '1fr',
          sm: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))`,
          lg: `repeat(${columns}, minmax(0, 1fr))`,
        },
        columnGap: 3,
        rowGap: 2,
        // A long unbroken value (an explorer URL) wraps inside its column, never past the card.
        '& > *': { minWidth: 0, overflowWrap: 'anywhere' },
      }}
    >
      {filled.map((field) => (
        <Labeled
          key={field.source}
          label={field.label}
          source={field.source}
          // A table of rows (a timeline, a chat) takes the whole width, not one column of it.
          sx={field.type === 'nested' ? { gridColumn: '1 / -1' } : undefined}
        >
          {fieldFor(field)}
        </Labeled>
      ))}
    </Box>
  );
}
