import { createElement, useId } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { RecordContextProvider } from 'react-admin';
import type { ListActionSchema, ResourceSchema } from '../../types';
import { FieldGrid } from '../FieldGrid';
import { useListActionRunner } from './useListActionRunner';
import { ConfirmActions, ConfirmProgress } from './ConfirmDialogParts';

/** The schema's list actions, for the grid's toolbar (and its empty state). */
export function ListActionButtons({ schema }: { schema: ResourceSchema }) {
  return (
    <>
      {(schema.listActions ?? []).map((action) => (
        <ListActionButton key={action.name} resource={schema.name} action={action} />
      ))}
    </>
  );
}

/**
 * One declared list action: the button, the confirmation built from the server's preview (its
 * text and fields), the progress of the calls (the dialog cannot be closed meanwhile), and the
 * step-up naming the action.
 */
function ListActionButton({ resource, action }: { resource: string; action: ListActionSchema }) {
  const titleId = useId();
  const flow = useListActionRunner(resource, action);
  const { state } = flow;
  const preview = 'preview' in state ? state.preview : null;
  const running = state.stage === 'running';
  const color = action.color ?? 'primary';
  return (
    <>
      <Button
        size="small"
        color={color}
        startIcon={
          state.stage === 'previewing' ? (
            <CircularProgress size={16} />
          ) : action.icon ? (
            createElement(action.icon)
          ) : undefined
        }
        disabled={state.stage === 'previewing'}
        onClick={() => void flow.open()}
      >
        {action.label}
      </Button>
      {preview && !flow.steppingUp ? (
        <Dialog open onClose={flow.close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
          <DialogTitle id={titleId}>{action.confirm.title}</DialogTitle>
          <DialogContent>
            <DialogContentText>{action.confirm.text(preview)}</DialogContentText>
            {action.confirm.fields ? (
              <RecordContextProvider value={{ id: action.name, ...preview }}>
                <Box sx={{ mt: 2 }}>
                  <FieldGrid fields={action.confirm.fields} columns={1} />
                </Box>
              </RecordContextProvider>
            ) : null}
            {state.stage === 'confirm' && state.error ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {state.error}
              </Alert>
            ) : null}
            {running ? (
              <ConfirmProgress
                done={state.done}
                total={state.total}
                text={action.progress(state.done, state.total)}
              />
            ) : null}
          </DialogContent>
          <ConfirmActions
            label={action.confirm.label ?? action.label}
            onCancel={flow.close}
            onConfirm={() => void flow.confirm(preview)}
            busy={running}
            disabled={action.count(preview) === 0}
            color={color}
          />
        </Dialog>
      ) : null}
      {flow.prompt}
    </>
  );
}
