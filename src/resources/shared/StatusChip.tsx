import { Box, Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Choice } from '../types';
import { valueAt } from './fieldBasics';
import { statusChipOf } from './cellText';

interface StatusChipProps {
  value: string | null | undefined;
  choices: Choice[];
  size?: 'small' | 'medium';
}

/** A status as a coloured chip; colours come from the theme palette (choice.color). */
export function StatusChip({ value, choices, size = 'small' }: StatusChipProps) {
  const chip = statusChipOf(value, choices);
  if (!chip) return <span aria-label="none">—</span>;
  return (
    <Chip
      size={size}
      label={chip.label}
      color={chip.color}
      variant={chip.variant}
      sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
    />
  );
}

/** A field shown through its choices; `label` is read by the list's column header. */
interface ChoiceFieldProps {
  source: string;
  choices: Choice[];
  label?: string;
}

/** StatusChip reading `source` from the record in context (list cells, show layouts). */
export function StatusField({ source, choices }: ChoiceFieldProps) {
  const record = useRecordContext();
  return (
    <StatusChip value={valueAt(record, source) as string | null | undefined} choices={choices} />
  );
}

/** Several choices (a `tags` field): one outlined chip each, wrapping; a dash when there are none. */
export function TagsField({ source, choices }: ChoiceFieldProps) {
  const record = useRecordContext();
  const values = valueAt(record, source);
  if (!Array.isArray(values) || values.length === 0) return <span aria-label="none">—</span>;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, p: 0, m: 0 }}>
      {values.map((value) => (
        <li key={String(value)} style={{ listStyle: 'none' }}>
          <Chip
            size="small"
            variant="outlined"
            label={choices.find((c) => c.id === String(value))?.name ?? String(value)}
          />
        </li>
      ))}
    </Box>
  );
}
