import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import { Link } from 'react-router-dom';
import { Box, IconButton } from '@mui/material';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { paths } from '../../config/paths';
import { shellTexts } from './shellTexts';
import { CountBadge } from './CountBadge';
import { Hint } from './Hint';
import { useActivityLog } from './useActivityLog';
import { useOpenedOnce } from './useOpenedOnce';

// The dropdown's code (MUI Menu, Popover, Modal) loads on its first opening, not with the shell.
const NotificationMenu = lazy(() => import('./NotificationMenu'));

/**
 * The bell links to /admin/notification and shows the count of activity logs; the button beside
 * it opens the dropdown of the first 5, newest first.
 */
export function NotificationBell() {
  const log = useActivityLog();
  const { total } = log;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const open = Boolean(anchor);
  const label = shellTexts.bell(total);
  const opened = useOpenedOnce(open);

  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 99,
        pl: 0.25,
        pr: 0.25,
      }}
    >
      <Hint title={label}>
        <IconButton
          component={Link}
          to={paths.notification}
          aria-label={label}
          size="small"
          color="inherit"
        >
          <CountBadge count={total} max={99}>
            <NotificationsNoneOutlinedIcon />
          </CountBadge>
        </IconButton>
      </Hint>
      <IconButton
        size="small"
        color="inherit"
        aria-label={shellTexts.bellTitle}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        sx={{ ml: -0.25 }}
      >
        <ExpandMoreIcon fontSize="small" />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <NotificationMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} log={log} />
        </Suspense>
      )}
    </Box>
  );
}
