import type { ReactNode } from 'react';
import { Paper, Typography, type SxProps, type Theme } from '@mui/material';

/** A card of the wallet screens: a section named by its h2 (`titleId` lets a table inside say so too). */
export function WalletSection({
  titleId,
  title,
  titleGap = 2,
  sx,
  children,
}: {
  titleId: string;
  title: ReactNode;
  /** Space under the title, in theme units. */
  titleGap?: number;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Paper
      sx={[{ p: 2.5, borderRadius: 3 }, ...(Array.isArray(sx) ? sx : [sx])]}
      component="section"
      aria-labelledby={titleId}
    >
      <Typography id={titleId} component="h2" variant="h6" fontWeight={700} sx={{ mb: titleGap }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
