import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';

interface EmptyStateProps {
  title: string;
  hint?: ReactNode;
  /** What the admin can do from here (e.g. create the first record). */
  actions?: ReactNode;
}

/** A designed "nothing here yet" panel for lists with no records at all. */
export function EmptyState({ title, hint, actions }: EmptyStateProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 8,
        px: 2,
        m: 'auto',
        color: 'text.secondary',
      }}
    >
      <InboxOutlinedIcon sx={{ fontSize: 56, opacity: 0.6 }} aria-hidden="true" />
      <Typography variant="h6" component="p" color="text.primary">
        {title}
      </Typography>
      {hint ? <Typography variant="body2">{hint}</Typography> : null}
      {actions ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1, mt: 1 }}>
          {actions}
        </Box>
      ) : null}
    </Box>
  );
}
