import { Card, CardContent, CardHeader, Grid, Stack } from '@mui/material';
import { useRecordContext, type Identifier } from 'react-admin';
import { SchemaShow } from '../shared/SchemaShow';
import { DetailHeader } from '../shared/DetailHeader';
import { FieldGrid } from '../shared/FieldGrid';
import { StatusChip } from '../shared/StatusChip';
import { listPathOf } from '../shared/routes';
import { KycDocuments } from './KycDocuments';
import { SchemaActions } from '../shared/actions/SchemaActions';
import { kycSchema, kycStatusChoices, type KycRecord } from './schema';

const bySource = (sources: string[]) => kycSchema.fields.filter((f) => sources.includes(f.source));
const identityFields = bySource([
  'name',
  'email',
  'dateOfBirth',
  'nationality',
  'address',
  'documentType',
  'documentNumber',
]);
const reviewFields = bySource([
  'status',
  'userId',
  'submittedAt',
  'reviewedAt',
  'reviewedBy',
  'reason',
]);

/** /admin/kyc-details/:id — the submitted identity data and documents, and the review decision. */
export function KycDetails({ id }: { id?: Identifier }) {
  return (
    <SchemaShow schema={kycSchema} id={id} title="KYC details">
      <KycDetailsBody />
    </SchemaShow>
  );
}

function KycDetailsBody() {
  const record = useRecordContext<KycRecord>();
  if (!record) return null;
  return (
    <Stack spacing={2}>
      <DetailHeader
        backTo={listPathOf(kycSchema)}
        backLabel="All KYC submissions"
        title={record.name}
        subtitle={record.email}
        chips={<StatusChip value={record.status} choices={kycStatusChoices} />}
        actions={<SchemaActions schema={kycSchema} />}
      />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardHeader
              title="Identity"
              titleTypographyProps={{ variant: 'h6', component: 'h2' }}
            />
            <CardContent sx={{ pt: 0 }}>
              <FieldGrid fields={identityFields} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardHeader title="Review" titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
            <CardContent sx={{ pt: 0 }}>
              {/* The user is a reference field: their name links to their details. */}
              <FieldGrid fields={reviewFields} columns={1} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={12}>
          <KycDocuments documents={record.documents} />
        </Grid>
      </Grid>
    </Stack>
  );
}
