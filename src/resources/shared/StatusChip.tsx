import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Choice } from '../types';

interface StatusChipProps {
  value: string | null | undefined;
  choices: Choice[];
  size?: 'small' | 'medium';
}

/** A status as a coloured chip; colours come from the theme palette (choice.color). */
export function StatusChip({ value, choices, size = 'small' }: StatusChipProps) {
  if (value === null || value === undefined || value === '')
    return <span aria-label="none">—</span>;
  const choice = choices.find((c) => c.id === value);
  const color = choice?.color ?? 'default';
  return (
    <Chip
      size={size}
      label={choice?.name ?? value}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, alignSelf: 'flex-start' }}
    />
  );
}

/** StatusChip reading `source` from the record in context (list cells, show layouts). */
export function StatusField({
  source,
  choices,
}: {
  source: string;
  choices: Choice[];
  label?: string;
}) {
  const record = useRecordContext();
  return <StatusChip value={record?.[source] as string | null | undefined} choices={choices} />;
}
