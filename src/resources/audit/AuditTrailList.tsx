import { Button, Chip, CircularProgress, Stack, Tooltip } from '@mui/material';
import { queryKeys } from '../../dataProvider/queryKeys';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import GppBadOutlinedIcon from '@mui/icons-material/GppBadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { useQuery } from '@tanstack/react-query';
import { SchemaList } from '../shared/SchemaList';
import { errorMessageOf } from '../shared/ErrorState';
import { callResult } from '../../dataProvider/endpoint';
import type { AuditVerification } from '../../contracts/audit';
import { auditSchema, auditVerifyEndpoint, VERIFY_AUDIT_FAILED } from './schema';

/** 1 204 311: grouped by (no-break) spaces, as auditors write entry counts. */
const count = { format: (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') };

/** What the chain's status says, in words an auditor can quote. */
export function chainStatusText(verification: AuditVerification): string {
  if (!verification.ok) return `Broken at #${count.format(verification.brokenAt ?? 0)}`;
  if (!verification.head) return 'Verified: no entries yet';
  const entries = `${count.format(verification.checked)} ${verification.checked === 1 ? 'entry' : 'entries'}`;
  return `Verified: ${entries}, head ${verification.head.hash.slice(0, 4)}…`;
}

/** The chain recomputed by the server when the page opens, and again on request. */
function ChainStatus() {
  const verify = useQuery({
    queryKey: queryKeys.auditVerify,
    queryFn: ({ signal }) =>
      callResult<Record<string, never>, AuditVerification>(auditVerifyEndpoint, {}, { signal }),
    staleTime: 0,
    retry: false,
  });
  const again = (
    <Button size="small" onClick={() => void verify.refetch()} disabled={verify.isFetching}>
      Verify again
    </Button>
  );
  if (verify.isFetching)
    return (
      <Chip
        icon={<CircularProgress size={14} aria-hidden />}
        label="Verifying the chain…"
        variant="outlined"
        role="status"
      />
    );
  if (verify.error || !verify.data)
    return (
      <Stack direction="row" spacing={1} alignItems="center">
        <Chip
          icon={<ErrorOutlineIcon />}
          color="warning"
          variant="outlined"
          role="status"
          label={errorMessageOf(verify.error, VERIFY_AUDIT_FAILED)}
        />
        {again}
      </Stack>
    );
  const { ok, head } = verify.data;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <Tooltip title={head ? `Head #${head.seq}: ${head.hash}` : 'The trail is empty'}>
        <Chip
          icon={ok ? <VerifiedOutlinedIcon /> : <GppBadOutlinedIcon />}
          color={ok ? 'success' : 'error'}
          variant="outlined"
          role="status"
          label={chainStatusText(verify.data)}
        />
      </Tooltip>
      {again}
    </Stack>
  );
}

export function AuditTrailList() {
  return <SchemaList schema={auditSchema} toolbarExtras={<ChainStatus />} />;
}
