import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { EMPTY } from './fieldBasics';
import { changeValueText, columnLabel } from './columnLabels';

/** One changed column of an audit entry: `{ column: [before, after] }`, as the server sends it. */
export interface ChangeLine {
  column: string;
  before: string;
  after: string;
}

const shown = (value: unknown): string =>
  value === null || value === undefined || value === ''
    ? EMPTY
    : typeof value === 'string'
      ? changeValueText(value)
      : JSON.stringify(value);

/** The changed columns, in the entry's order, as text (objects as JSON, times local, nothing as a dash). */
export function changeLines(changes: unknown): ChangeLine[] {
  if (!changes || typeof changes !== 'object') return [];
  return Object.entries(changes as Record<string, unknown>).map(([column, pair]) => {
    const [before, after] = Array.isArray(pair) ? pair : [undefined, pair];
    return { column, before: shown(before), after: shown(after) };
  });
}

/**
 * A readable before → after: one line per changed column, by its label, times in the browser's
 * time zone (the column's own name in the label's title, for whoever compares with the database). `max` keeps a grid row short; the
 * entry's details show every line.
 */
export function ChangesView({ changes, max }: { changes: unknown; max?: number }) {
  const lines = changeLines(changes);
  if (lines.length === 0) return <span>{EMPTY}</span>;
  const visible = max ? lines.slice(0, max) : lines;
  return (
    <>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.25 }}>
        {visible.map(({ column, before, after }) => (
          <Box key={column} sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', minWidth: 0 }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }} title={column}>
              {columnLabel(column)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {before}
              </Box>
              {' → '}
              {after}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* After the list, not in it: a <dl> holds only its terms and descriptions. */}
      {visible.length < lines.length ? (
        <Typography variant="caption" color="text.secondary">
          {`and ${lines.length - visible.length} more`}
        </Typography>
      ) : null}
    </>
  );
}

export function ChangesField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return <ChangesView changes={record[source]} />;
}
