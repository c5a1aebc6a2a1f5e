import type { ReactNode } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';

interface DetailHeaderProps {
  backTo: string;
  backLabel: string;
  title: ReactNode;
  /** The title's element: h1, or h2 on a page whose h1 names the screen (the wallet's coin page). */
  level?: 'h1' | 'h2';
  /** Before the title (an asset's logo). */
  icon?: ReactNode;
  subtitle?: ReactNode;
  chips?: ReactNode;
  actions?: ReactNode;
}

/** The top of a details screen: back to the list, the record's name and state, its actions. */
export function DetailHeader({
  backTo,
  backLabel,
  title,
  level = 'h1',
  icon,
  subtitle,
  chips,
  actions,
}: DetailHeaderProps) {
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        component={Link}
        to={backTo}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        {backLabel}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0 }}>
          {icon}
          <Box sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography
                variant="h5"
                component={level}
                sx={{ fontWeight: 700, wordBreak: 'break-word' }}
              >
                {title}
              </Typography>
              {chips}
            </Stack>
            {subtitle ? (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
        </Stack>
        {actions ? (
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: { sm: 'flex-end' }, alignItems: 'center' }}
          >
            {actions}
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
