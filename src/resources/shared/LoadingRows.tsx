import { Skeleton, Stack, Typography } from '@mui/material';

type LoadingRowsProps = { label: string; rows?: number; shown?: boolean };

/**
 * A card's designed loading state: a few skeleton rows announced as a status. The role matters:
 * an aria-label on a plain element is prohibited (axe: aria-prohibited-attr), so without it the
 * label would reach no assistive technology. `shown`: the label is also written above the rows.
 */
export function LoadingRows({ label, rows = 2, shown = false }: LoadingRowsProps) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {shown ? <Typography color="text.secondary">{label}</Typography> : null}
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={28} />
      ))}
    </Stack>
  );
}
