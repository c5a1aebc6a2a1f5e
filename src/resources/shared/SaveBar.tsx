import { Button, Paper, Stack, Typography } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import { useFormContext, useFormState } from 'react-hook-form';
import { SaveButton, useRecordContext, useSaveContext } from 'react-admin';

const when = (value: unknown) =>
  typeof value === 'string' && value
    ? new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : undefined;

/**
 * A settings form's bar, sticky at the bottom so it is in reach from any input: whether there are
 * unsaved changes (or when and by whom the record was last saved), Discard and Save (pessimistic).
 */
export function SaveBar({ savedAt, savedBy }: { savedAt?: string; savedBy?: string }) {
  const { isDirty, isValid } = useFormState();
  const { reset } = useFormContext();
  const { saving } = useSaveContext();
  const record = useRecordContext();
  const lastSaved = savedAt ? when(record?.[savedAt]) : undefined;
  const by = savedBy && typeof record?.[savedBy] === 'string' ? (record[savedBy] as string) : '';
  const status = isDirty
    ? isValid
      ? 'Unsaved changes'
      : 'Fix the highlighted fields before saving.'
    : lastSaved
      ? `Last saved ${lastSaved}${by ? ` by ${by}` : ''}`
      : 'All changes saved';
  return (
    <Paper
      elevation={6}
      sx={{ position: 'sticky', bottom: 16, mt: 2, px: 2, py: 1.5, zIndex: 2, borderRadius: 2 }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Typography
          role="status"
          variant="body2"
          sx={{ flex: 1, minWidth: 200 }}
          color={isDirty ? (isValid ? 'warning.main' : 'error.main') : 'text.secondary'}
        >
          {status}
        </Typography>
        {/* Back to the record as loaded: nothing is sent. */}
        <Button onClick={() => reset()} disabled={!isDirty || saving}>
          Discard changes
        </Button>
        <SaveButton label="Save changes" icon={<SaveOutlinedIcon />} disabled={!isValid} />
      </Stack>
    </Paper>
  );
}
