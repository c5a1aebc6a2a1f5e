import { Box, Button, Card, CardContent, CardHeader, Grid, Stack, Typography } from '@mui/material';
import { Labeled, useRecordContext, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import { detailPath, paths } from '../../config/paths';
import { SchemaShow } from '../shared/SchemaShow';
import { DetailHeader } from '../shared/DetailHeader';
import { FieldGrid } from '../shared/FieldGrid';
import { StatusChip } from '../shared/StatusChip';
import { choiceName, documentTypeChoices } from '../shared/choices';
import { formatDateTime } from '../shared/format';
import { listPathOf } from '../shared/routes';
import { SchemaActions } from '../shared/actions/SchemaActions';
import { BalancesCard } from './BalancesCard';
import { userKycStatusChoices, userStatusChoices, usersSchema, type UserRecord } from './schema';

const profileFields = usersSchema.fields.filter(
  (f) => f.views.includes('show') && !['name', 'status', 'kycStatus'].includes(f.source),
);

// The list's rows lack KYC and balances: the details are their own query (POST /admin/adminUserData).
const detailsMeta = { view: 'details' };

/** /admin/user-details/:id — the user's profile, KYC state and balances, and the status action. */
export function UserDetails({ id }: { id?: Identifier }) {
  return (
    <SchemaShow schema={usersSchema} id={id} title="User details" meta={detailsMeta}>
      <UserDetailsBody />
    </SchemaShow>
  );
}

function UserDetailsBody() {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <DetailHeader
        backTo={listPathOf(usersSchema)}
        backLabel="All users"
        title={record.name}
        subtitle={record.email}
        chips={<StatusChip value={record.status} choices={userStatusChoices} />}
        actions={<UserActions />}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardHeader title="Profile" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
            <CardContent sx={{ pt: 0 }}>
              <FieldGrid fields={profileFields} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <KycCard record={record} />
        </Grid>
        <Grid size={12}>
          <BalancesCard balances={record.balances ?? []} />
        </Grid>
      </Grid>
    </Stack>
  );
}

function KycCard({ record }: { record: UserRecord }) {
  const kyc = record.kyc;
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardHeader title="KYC" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <Labeled label="KYC status">
            <Box>
              <StatusChip value={kyc?.status ?? record.kycStatus} choices={userKycStatusChoices} />
            </Box>
          </Labeled>
          {kyc ? (
            <>
              {kyc.documentType ? (
                <Labeled label="Document">
                  <Typography variant="body2">
                    {choiceName(documentTypeChoices, kyc.documentType)}
                  </Typography>
                </Labeled>
              ) : null}
              <Labeled label="Submitted">
                <Typography variant="body2">{formatDateTime(kyc.submittedAt)}</Typography>
              </Labeled>
              {kyc.reason ? (
                <Labeled label="Rejection reason">
                  <Typography variant="body2">{kyc.reason}</Typography>
                </Labeled>
              ) : null}
              <Button
                component={Link}
                to={detailPath(paths.kycDetails, kyc._id)}
                variant="outlined"
                sx={{ alignSelf: 'flex-start' }}
              >
                View KYC details
              </Button>
            </>
          ) : (
            <Typography color="text.secondary" variant="body2">
              This user has not submitted KYC documents yet.
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The declared status actions, and the edit form's link. */
function UserActions() {
  const record = useRecordContext<UserRecord>();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button component={Link} to={`${listPathOf(usersSchema)}/${record.id}`} variant="outlined">
        Edit
      </Button>
      <SchemaActions schema={usersSchema} />
    </Stack>
  );
}
