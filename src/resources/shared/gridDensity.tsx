import DensitySmallIcon from '@mui/icons-material/DensitySmall';
import { Button } from '@mui/material';
import { useStore } from 'react-admin';
import { COMPACT_GRID } from './gridFit';

export type GridDensity = 'comfortable' | 'compact';

/**
 * One choice for every grid of this admin's browser (react-admin's store, in localStorage): an
 * admin who wants more rows on screen wants them on every list.
 */
export const GRID_DENSITY_KEY = 'grid.density';

export function useGridDensity() {
  return useStore<GridDensity>(GRID_DENSITY_KEY, 'comfortable');
}

/** DataTable's class for the chosen density (gridFit.ts styles it). */
export function useGridDensityClass(): string | undefined {
  const [density] = useGridDensity();
  return density === 'compact' ? COMPACT_GRID : undefined;
}

/** A toggle in the list's toolbar: pressed, the grids show compact rows. */
export function DensityButton() {
  const [density, setDensity] = useGridDensity();
  const compact = density === 'compact';
  return (
    <Button
      size="small"
      aria-pressed={compact}
      startIcon={<DensitySmallIcon />}
      onClick={() => setDensity(compact ? 'comfortable' : 'compact')}
      // lineHeight: react-admin's fix for a small button's icon alignment (its ColumnsButton has it).
      // Pressed: the text colour, as the accent on the pressed shade falls under 4.5:1 on hover.
      sx={
        compact
          ? { lineHeight: 1.5, bgcolor: 'action.selected', color: 'text.primary' }
          : { lineHeight: 1.5 }
      }
    >
      Compact rows
    </Button>
  );
}
