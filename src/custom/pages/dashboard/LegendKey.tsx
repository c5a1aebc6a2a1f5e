import { Box } from '@mui/material';

/** A chart legend's entry: a colour swatch and its label (a dot for parts, a square for series). */
export function LegendKey({ color, label, dot }: { color: string; label: string; dot?: boolean }) {
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        color: 'text.secondary',
        fontSize: '0.8rem',
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={
          dot
            ? { width: 8, height: 8, borderRadius: '50%', bgcolor: color }
            : { width: 10, height: 10, borderRadius: '3px', bgcolor: color }
        }
      />
      {label}
    </Box>
  );
}
