import { Button, Paper, Stack, Typography } from '@mui/material';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import type { LandingContent } from './landingApi';
import { landingTexts } from './landingTexts';

interface SaveBarProps {
  dirty: boolean;
  valid: boolean;
  saving: boolean;
  content?: LandingContent;
  onSave: () => void;
  onDiscard: () => void;
}

const when = (iso?: string) =>
  iso
    ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })
    : undefined;

/** Sticky at the bottom: whether there are unsaved changes, and Save / Discard (pessimistic). */
export function SaveBar({ dirty, valid, saving, content, onSave, onDiscard }: SaveBarProps) {
  const lastSaved = when(content?.updatedAt);
  const status = dirty
    ? valid
      ? landingTexts.unsaved
      : landingTexts.fixErrors
    : lastSaved
      ? landingTexts.lastSaved(lastSaved, content?.updatedBy ?? null)
      : landingTexts.allSaved;
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
          color={dirty ? (valid ? 'warning.main' : 'error.main') : 'text.secondary'}
        >
          {status}
        </Typography>
        <Button onClick={onDiscard} disabled={!dirty || saving}>
          {landingTexts.discard}
        </Button>
        <Button
          variant="contained"
          startIcon={<SaveOutlinedIcon />}
          onClick={onSave}
          disabled={!dirty || !valid || saving}
        >
          {saving ? landingTexts.saving : landingTexts.save}
        </Button>
      </Stack>
    </Paper>
  );
}
