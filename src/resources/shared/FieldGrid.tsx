import { Box } from '@mui/material';
import { Labeled } from 'react-admin';
import type { FieldSchema } from '../types';
import { fieldFor } from './fieldFor';

/** Labeled fields of the record in context, laid out in responsive columns. */
export function FieldGrid({ fields, columns = 2 }: { fields: FieldSchema[]; columns?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 3,
        rowGap: 2,
      }}
    >
      {fields.map((field) => (
        <Labeled key={field.source} label={field.label} source={field.source}>
          {fieldFor(field)}
        </Labeled>
      ))}
    </Box>
  );
}
