import { useId, type ReactNode } from 'react';
import { Paper, Typography, type SxProps, type Theme } from '@mui/material';

/** A card of the wallet screens: a section named by its h2. */
export function WalletSection({
  title,
  sx,
  children,
}: {
  title: ReactNode;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper
      sx={[{ p: 2.5, borderRadius: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
      component="section"
      aria-labelledby={titleId}
    >
      <Typography id={titleId} component="h2" variant="h6" fontWeight={700} sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
