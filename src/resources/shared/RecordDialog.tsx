import { useId, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { RecordContextProvider, type RaRecord } from 'react-admin';
import type { FieldSchema } from '../types';
import { FieldGrid } from './FieldGrid';
import { EmptyState } from './EmptyState';
import { LoadingRows } from './LoadingRows';

interface RecordDialogProps {
  /** Shown while there is something to show (a chosen row). */
  open: boolean;
  /** Its accessible name (an avatar beside it should be aria-hidden). */
  title: ReactNode;
  /** The read of the record: pending, failed (or answered nothing) and answered. */
  query: { data?: RaRecord; isPending: boolean; isError: boolean };
  /** The record's fields, one a line; a blank one is left out. */
  fields: FieldSchema[];
  /** The loading line and the empty state's words (for a failure too: its toast says why). */
  texts: { loading: string; empty: string; emptyHint?: string };
  onClose: () => void;
}

/** One record a screen's own call answers (a wallet's balance), as declared fields in a dialog. */
export function RecordDialog({ open, title, query, fields, texts, onClose }: RecordDialogProps) {
  const titleId = useId();
  const { data, isPending, isError } = query;
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        {title}
      </DialogTitle>
      <DialogContent dividers>
        {isPending && !isError ? (
          <LoadingRows label={texts.loading} shown />
        ) : isError || !data ? (
          <EmptyState title={texts.empty} hint={texts.emptyHint} />
        ) : (
          <RecordContextProvider value={data}>
            <FieldGrid fields={fields} columns={1} />
          </RecordContextProvider>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
