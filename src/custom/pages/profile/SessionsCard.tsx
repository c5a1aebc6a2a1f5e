import { useDelete, useGetList, useLogout, useNotify } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import DevicesOutlinedIcon from '@mui/icons-material/DevicesOutlined';
import { ConfirmButton } from '../../../resources/shared/ConfirmButton';
import { relativeTime } from '../../layout/time';
import { formatDateTime } from '../../../resources/shared/format';
import { describeUserAgent } from './userAgent';
import { sessionTexts as t } from './sessionTexts';
import type { SessionRecord } from '../../../contracts/sessions';

export const SESSIONS_RESOURCE = 'sessions';

/** The admin's live sessions, this one marked, each revocable after a confirmation. */
export function SessionsCard() {
  const { data, isPending, error, refetch } = useGetList<SessionRecord>(SESSIONS_RESOURCE, {
    pagination: { page: 1, perPage: 50 },
    sort: { field: 'lastSeenAt', order: 'DESC' },
    filter: {},
  });
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 0.5 }}>
          <DevicesOutlinedIcon color="primary" aria-hidden="true" />
          <Typography variant="subtitle1" component="h2" fontWeight={600}>
            {t.title}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t.intro}
        </Typography>
        {error ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t.retry}
              </Button>
            }
          >
            {error instanceof Error && error.message ? error.message : t.loadFailed}
          </Alert>
        ) : isPending ? (
          <Box aria-busy="true" aria-label={t.title}>
            <Skeleton variant="rounded" height={36} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={36} />
          </Box>
        ) : data.length === 0 ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {t.empty}
          </Typography>
        ) : (
          <SessionsTable sessions={data} />
        )}
      </CardContent>
    </Card>
  );
}

function SessionsTable({ sessions }: { sessions: SessionRecord[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.title}>
        <TableHead>
          <TableRow>
            <TableCell>{t.columns.device}</TableCell>
            <TableCell>{t.columns.address}</TableCell>
            <TableCell>{t.columns.created}</TableCell>
            <TableCell>{t.columns.lastSeen}</TableCell>
            <TableCell align="right">{t.columns.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sessions.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function SessionRow({ session }: { session: SessionRecord }) {
  const device = describeUserAgent(session.userAgent);
  return (
    <TableRow selected={session.current}>
      <TableCell>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <span title={session.userAgent ?? undefined}>{device}</span>
          {session.current ? (
            <Chip size="small" color="primary" variant="outlined" label={t.thisSession} />
          ) : null}
        </Box>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
        {session.clientAddress ?? t.unknownAddress}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(session.createdAt)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={session.lastSeenAt} title={formatDateTime(session.lastSeenAt)}>
          {relativeTime(session.lastSeenAt)}
        </time>
      </TableCell>
      <TableCell align="right">
        <RevokeButton session={session} device={device} />
      </TableCell>
    </TableRow>
  );
}

function RevokeButton({ session, device }: { session: SessionRecord; device: string }) {
  const notify = useNotify();
  const logout = useLogout();
  const [deleteOne] = useDelete<SessionRecord>();
  const revoke = () =>
    deleteOne(
      SESSIONS_RESOURCE,
      { id: session.id, previousData: session },
      {
        mutationMode: 'pessimistic',
        returnPromise: true,
        onSuccess: () => {
          notify(session.current ? t.revokedCurrent : t.revoked, { type: 'success' });
          // This browser's own session is gone: sign out here too (the sign-in page says why).
          if (session.current) void logout();
        },
        onError: (error) =>
          notify(error instanceof Error && error.message ? error.message : 'Could not revoke.', {
            type: 'error',
          }),
      },
    );
  return (
    <ConfirmButton
      label={t.revoke}
      title={t.revokeTitle}
      content={session.current ? t.revokeCurrent : t.revokeOther(device)}
      confirmLabel={t.revoke}
      color="error"
      variant="outlined"
      onConfirm={revoke}
    />
  );
}
