import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { ExchangeDataProvider } from '../../../dataProvider';
import { formatDateTime } from '../../../resources/shared/format';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  InputAdornment,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import {
  createInvitationEndpoint,
  invitationsEndpoint,
  invitationLink,
  invitationState,
  INVITATIONS_QUERY_KEY,
  type Invitation,
} from './profileData';

const stateChip = {
  pending: { label: 'Pending', color: 'info' },
  used: { label: 'Used', color: 'success' },
  expired: { label: 'Expired', color: 'default' },
} as const;

/** Invitation-only registration: invite an admin by email, hand over the single-use link. */
export function InvitationsCard() {
  const notify = useNotify();
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [created, setCreated] = useState<Invitation | null>(null);
  const invitations = useQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    queryFn: ({ signal }) => dataProvider.call(invitationsEndpoint, undefined, { signal }),
  });
  const create = useMutation({
    mutationFn: (email: string) => dataProvider.call(createInvitationEndpoint, email),
    onSuccess: (invitation) => {
      setCreated(invitation);
      setEmail('');
      notify(`Invitation created for ${invitation.email}. Copy the link and send it to them.`, {
        type: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY });
    },
    onError: (error) =>
      setFieldError(error instanceof Error ? error.message : 'Could not create the invitation.'),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
      setFieldError('Enter a valid email address.');
      return;
    }
    setFieldError(null);
    create.mutate(email.trim());
  };

  const link = created ? invitationLink(created) : undefined;

  return (
    <Card>
      <CardContent>
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          Invitations
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          New administrators register only through an invitation. Each link works once and expires.
        </Typography>

        <Box
          component="form"
          onSubmit={onSubmit}
          noValidate
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}
        >
          <TextField
            label="Email to invite"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={Boolean(fieldError)}
            helperText={fieldError ?? ' '}
            sx={{ flex: 1, minWidth: 240, m: 0 }}
            fullWidth={false}
          />
          <Button
            type="submit"
            variant="contained"
            startIcon={<PersonAddAltOutlinedIcon />}
            disabled={create.isPending}
            sx={{ mt: '2px', height: 40 }}
          >
            {create.isPending ? 'Creating…' : 'Create invitation'}
          </Button>
        </Box>

        {created && link ? (
          <Alert severity="success" sx={{ mt: 1, mb: 2, '& .MuiAlert-message': { width: '100%' } }}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              Invitation for <strong>{created.email}</strong>, valid until{' '}
              {formatDateTime(created.expiresAt)}.
            </Typography>
            <TextField
              label="Invitation link"
              value={link}
              slotProps={{
                input: {
                  readOnly: true,
                  endAdornment: (
                    <InputAdornment position="end">
                      <CopyButton text={link} />
                    </InputAdornment>
                  ),
                },
              }}
              onFocus={(e) => e.target.select()}
            />
          </Alert>
        ) : null}

        <InvitationsTable
          loading={invitations.isLoading}
          error={invitations.error}
          rows={invitations.data ?? []}
        />
      </CardContent>
    </Card>
  );
}

function InvitationsTable({
  loading,
  error,
  rows,
}: {
  loading: boolean;
  error: Error | null;
  rows: Invitation[];
}) {
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (loading) return <Skeleton variant="rounded" height={96} />;
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        No invitations yet.
      </Typography>
    );
  // The server hands out a link once, at creation; the list shows one only where it still has it.
  const withLinks = rows.some((row) => invitationState(row) === 'pending' && invitationLink(row));
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Invitations">
        <TableHead>
          <TableRow>
            <TableCell>Email</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Expires</TableCell>
            {withLinks ? <TableCell align="right">Link</TableCell> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const state = invitationState(row);
            const link = state === 'pending' ? invitationLink(row) : undefined;
            return (
              <TableRow key={row._id}>
                <TableCell>{row.email}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={stateChip[state].label}
                    color={stateChip[state].color}
                    variant="outlined"
                  />
                </TableCell>
                <TableCell>{formatDateTime(row.expiresAt)}</TableCell>
                {withLinks ? (
                  <TableCell align="right">{link ? <CopyButton text={link} /> : '—'}</TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

function CopyButton({ text }: { text: string }) {
  const notify = useNotify();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      notify('Copied to clipboard!', { type: 'success' });
    } catch {
      notify('Could not copy: select the link and copy it by hand.', { type: 'warning' });
    }
  };
  return (
    <Tooltip title="Copy link">
      <IconButton aria-label="Copy invitation link" onClick={() => void copy()} size="small">
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
