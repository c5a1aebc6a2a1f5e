import { useCallback, useState } from 'react';
import { queryKeys } from '../../../dataProvider/queryKeys';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ExchangeDataProvider } from '../../../dataProvider';
import {
  draftOf,
  landingEndpoints,
  sameDraft,
  type LandingContent,
  type LandingDraft,
} from './landingApi';
import { validateDraft, type TextField } from './landingValidation';
import { landingTexts } from './landingTexts';
import { LandingTextFields } from './LandingTextFields';
import { ImageDropZone } from './ImageDropZone';
import { LandingPreview } from './LandingPreview';
import { SaveBar } from './SaveBar';
import { useUnsavedChangesGuard } from '../../../resources/shared/useUnsavedChangesGuard';

/** /admin/landing: the landing texts and hero images, a live preview in both themes, and save. */
export default function LandingPage() {
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const query = useQuery({
    queryKey: queryKeys.landing,
    queryFn: () => dataProvider.call(landingEndpoints.get, {}),
    // Never replace what the admin is editing with a background refetch.
    refetchOnWindowFocus: false,
  });
  const [edited, setEdited] = useState<LandingDraft | null>(null);
  const saved = query.data ? draftOf(query.data) : null;
  const draft = edited ?? saved;
  const dirty = Boolean(draft && saved && !sameDraft(draft, saved));
  const fieldErrors = draft ? validateDraft(draft) : {};
  const valid = Object.keys(fieldErrors).length === 0;

  const save = useMutation({
    mutationFn: (next: LandingDraft) => dataProvider.call(landingEndpoints.save, next),
    onSuccess: (content: LandingContent) => {
      queryClient.setQueryData(queryKeys.landing, content);
      setEdited(null);
      notify(landingTexts.saved, { type: 'success' });
    },
    // The draft stays as it is: nothing typed or uploaded is lost when saving fails.
    onError: (error) =>
      notify(error instanceof Error ? error.message : landingTexts.saveFailed, { type: 'error' }),
  });
  useUnsavedChangesGuard(dirty, landingTexts.leaveWarning);

  const update = useCallback(
    (patch: Partial<LandingDraft>) =>
      setEdited((current) => {
        const base = current ?? (query.data ? draftOf(query.data) : null);
        return base ? { ...base, ...patch } : current;
      }),
    [query.data],
  );
  const setDark = useCallback((url: string | null) => update({ darkImage: url }), [update]);
  const setLight = useCallback((url: string | null) => update({ lightImage: url }), [update]);

  return (
    <Box sx={{ maxWidth: 1400, width: '100%', mx: 'auto', pb: 10 }}>
      <Title title={landingTexts.title} />
      <Typography variant="h4" component="h1">
        {landingTexts.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        {landingTexts.subtitle}
      </Typography>
      {query.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {landingTexts.retry}
            </Button>
          }
        >
          {query.error instanceof Error ? query.error.message : landingTexts.loadFailed}
        </Alert>
      ) : !draft ? (
        <LoadingLayout />
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              alignItems: 'start',
              gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
            }}
          >
            <Stack sx={{ gap: 2 }}>
              <Card component="section" aria-label={landingTexts.contentHeading}>
                <CardContent>
                  <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                    {landingTexts.contentHeading}
                  </Typography>
                  <LandingTextFields
                    draft={draft}
                    errors={fieldErrors}
                    disabled={save.isPending}
                    onChange={(field: TextField, value) => update({ [field]: value })}
                  />
                </CardContent>
              </Card>
              <Card component="section" aria-label={landingTexts.imagesHeading}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {landingTexts.imagesHeading}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {landingTexts.imagesHelp}
                  </Typography>
                  <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
                    <ImageDropZone
                      label={landingTexts.darkImage}
                      value={draft.darkImage}
                      onChange={setDark}
                    />
                    <ImageDropZone
                      label={landingTexts.lightImage}
                      value={draft.lightImage}
                      onChange={setLight}
                    />
                  </Stack>
                </CardContent>
              </Card>
            </Stack>
            <Card
              component="section"
              aria-label={landingTexts.previewHeading}
              sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}
            >
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  {landingTexts.previewHeading}
                </Typography>
                <LandingPreview draft={draft} />
              </CardContent>
            </Card>
          </Box>
          <SaveBar
            dirty={dirty}
            valid={valid}
            saving={save.isPending}
            content={query.data}
            onSave={() => save.mutate(draft)}
            onDiscard={() => setEdited(null)}
          />
        </>
      )}
    </Box>
  );
}

function LoadingLayout() {
  return (
    <Box
      aria-busy="true"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
    >
      <Skeleton variant="rounded" height={420} />
      <Skeleton variant="rounded" height={420} />
    </Box>
  );
}
