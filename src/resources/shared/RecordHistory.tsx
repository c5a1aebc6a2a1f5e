import { Box, Card, CardContent, CardHeader, Link, Typography } from '@mui/material';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CanAccess, useGetList, useRecordContext, type RaRecord } from 'react-admin';
import { ChangesView } from './ChangesField';
import { ErrorState } from './ErrorState';
import { LoadingRows } from './LoadingRows';
import { gridDateTime } from './format';
import { AUDITED_RESOURCES, type AuditedResource } from '../../contracts/audit';

const AUDIT = 'audit';
const SHOWN = 10;
const when = gridDateTime(true);

/** Where the audit trail lists every entry of one record (the server's exact `record` filter). */
export const historyPath = (recordId: string) =>
  `/admin/${AUDIT}?${new URLSearchParams({ filter: JSON.stringify({ record: recordId }) })}`;

/**
 * A record page's History: a timeline of the latest changes the audit trail holds for this
 * record (its state changes), newest first, each with when, who, what and why. Only for admins
 * who may read the trail.
 */
export function RecordHistory() {
  return (
    <CanAccess resource={AUDIT} action="list">
      <HistoryCard />
    </CanAccess>
  );
}

function HistoryCard() {
  const record = useRecordContext();
  const recordId = record ? String(record.id) : '';
  const history = useGetList(
    AUDIT,
    {
      filter: { record: recordId },
      pagination: { page: 1, perPage: SHOWN },
      sort: { field: 'seq', order: 'DESC' },
    },
    { enabled: Boolean(recordId) },
  );
  return (
    <Card variant="outlined" sx={{ mt: 2 }} component="section" aria-label="History">
      <CardHeader
        title="History"
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        action={
          (history.total ?? 0) > SHOWN ? (
            <Link component={RouterLink} to={historyPath(recordId)}>
              {`All ${history.total} changes in the audit trail`}
            </Link>
          ) : null
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {history.isPending ? (
          <LoadingRows label="Loading the history" />
        ) : history.error ? (
          <ErrorState
            title="Could not load the history"
            error={history.error}
            onRetry={() => void history.refetch()}
          />
        ) : history.data.length === 0 ? (
          <Typography color="text.secondary">No changes recorded for this record yet.</Typography>
        ) : (
          <Box component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {history.data.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function HistoryEntry({ entry }: { entry: RaRecord }) {
  const resource = AUDITED_RESOURCES[entry.resource as AuditedResource] ?? entry.resource;
  const facts = [
    when(new Date(entry.at)),
    entry.adminEmail ?? 'System',
    `${resource} ${operationWord[entry.operation as string] ?? entry.operation}`,
    entry.action,
  ];
  return (
    <Box component="li" sx={timelineItem}>
      <Typography variant="body2" color="text.secondary">
        {facts.map((fact, index) => (
          <Fragment key={index}>
            {index > 0 ? ' · ' : null}
            {fact}
          </Fragment>
        ))}
      </Typography>
      <ChangesView changes={entry.changes} />
      {entry.reason ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {`Reason: ${entry.reason}`}
        </Typography>
      ) : null}
    </Box>
  );
}

/** One change on the timeline: a dot on a rail that runs down to the next (older) change. */
const timelineItem = {
  position: 'relative',
  pl: 3,
  pb: 2,
  '&::before': {
    content: '""',
    position: 'absolute',
    left: 5,
    top: 6,
    width: 10,
    height: 10,
    borderRadius: '50%',
    bgcolor: 'primary.main',
  },
  '&:not(:last-of-type)::after': {
    content: '""',
    position: 'absolute',
    left: 9,
    top: 20,
    bottom: 0,
    width: 2,
    bgcolor: 'divider',
  },
  '&:last-of-type': { pb: 0 },
} as const;

const operationWord: Record<string, string> = {
  insert: 'created',
  update: 'changed',
  delete: 'deleted',
  refused: 'refused',
};
