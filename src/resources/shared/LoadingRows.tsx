import { Skeleton, Stack } from '@mui/material';

/**
 * A card's designed loading state: a few skeleton rows announced as a status. The role matters:
 * an aria-label on a plain element is prohibited (axe: aria-prohibited-attr), so without it the
 * label would reach no assistive technology.
 */
export function LoadingRows({ label, rows = 2 }: { label: string; rows?: number }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={28} />
      ))}
    </Stack>
  );
}
