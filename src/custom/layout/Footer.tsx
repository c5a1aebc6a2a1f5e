import { Box, Typography } from '@mui/material';
import { shellTexts } from './shellTexts';

/** The footer (the page's contentinfo landmark) with the current year. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        mt: 'auto',
        px: 3,
        py: 2,
        borderTop: 1,
        borderColor: 'divider',
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
        color: 'text.secondary',
      }}
    >
      <Typography variant="caption">{shellTexts.footer(year)}</Typography>
      <Typography variant="caption">{shellTexts.footerNote}</Typography>
    </Box>
  );
}
