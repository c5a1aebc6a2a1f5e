import { cloneElement, createElement, useEffect, useRef, type RefObject } from 'react';
import { Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { Form, useSaveContext, type RaRecord } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { ResourceSchema } from '../types';
import { inputFor } from './inputFor';
import { SaveBar } from './SaveBar';
import { groupsFor } from './sections';
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard';

/**
 * A settings record's page (`editForm.saveBar`): its heading and intro, one card per section
 * beside the declared live preview (sticky on wide screens), and the save bar. The form checks
 * each input as it changes, so a mistake shows at once and Save stays off until it is fixed.
 */
export function SettingsForm({
  schema,
  onSaved,
}: {
  schema: ResourceSchema;
  /** The edit page's own success effects (its toast). */
  onSaved: (record: RaRecord) => void;
}) {
  const { preview, leaveWarning, intro, saveBar } = schema.editForm ?? {};
  const { save } = useSaveContext();
  const resetRef = useRef<((record: RaRecord) => void) | undefined>(undefined);
  // What the server answered is what is saved: the form starts again from it at once, whatever
  // the re-read that every write triggers brings back later (or in what order).
  const onSubmit = (values: Record<string, unknown>) =>
    save?.(values, {
      onSuccess: (record: RaRecord) => {
        resetRef.current?.(record);
        onSaved(record);
      },
    });
  return (
    <Form mode="onChange" onSubmit={onSubmit}>
      <ResetHandle resetRef={resetRef} />
      <Box sx={{ maxWidth: 1400, width: '100%', mx: 'auto', pb: 2 }}>
        {intro ? (
          <>
            <Typography variant="h4" component="h1">
              {schema.label}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2.5 }}>
              {intro}
            </Typography>
          </>
        ) : null}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: {
              xs: '1fr',
              lg: preview ? 'minmax(0, 1fr) minmax(0, 1fr)' : 'minmax(0, 1fr)',
            },
          }}
        >
          <Stack sx={{ gap: 2 }}>
            {groupsFor(schema, 'edit').map((group) => (
              <Card key={group.label ?? 'all'} component="section" aria-label={group.label}>
                <CardContent>
                  {group.label ? (
                    <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                      {group.label}
                    </Typography>
                  ) : null}
                  {/* Wraps, so inputs that ask for less than a line (images) share one. */}
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
                    {group.fields.map((field) =>
                      cloneElement(inputFor(field), { key: field.source }),
                    )}
                  </Box>
                </CardContent>
              </Card>
            ))}
          </Stack>
          {preview ? (
            <Card sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
              <CardContent>{createElement(preview)}</CardContent>
            </Card>
          ) : null}
        </Box>
        <SaveBar savedAt={saveBar?.savedAt} savedBy={saveBar?.savedBy} />
        {leaveWarning ? <LeaveGuard message={leaveWarning} /> : null}
      </Box>
    </Form>
  );
}

/** Inside the form: lends its reset to the submit handler, which sits outside it. */
function ResetHandle({
  resetRef,
}: {
  resetRef: RefObject<((record: RaRecord) => void) | undefined>;
}) {
  const { reset } = useFormContext();
  useEffect(() => {
    resetRef.current = (record) => reset(record);
  }, [reset, resetRef]);
  return null;
}

/** Inside the form: asks before the admin leaves with changes the form has not saved. */
export function LeaveGuard({ message }: { message: string }) {
  const { isDirty } = useFormState();
  useUnsavedChangesGuard(isDirty, message);
  return null;
}

/** While the record loads: the page's two columns, so nothing jumps when it arrives. */
export function SettingsLoading() {
  return (
    <Box
      aria-busy="true"
      sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
    >
      <Skeleton variant="rounded" height={420} />
      <Skeleton variant="rounded" height={420} />
    </Box>
  );
}
