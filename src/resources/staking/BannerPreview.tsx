import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { FormDataConsumer } from 'react-admin';
import { AuthenticatedImage } from '../shared/AuthenticatedImage';

interface BannerDraft {
  title?: string;
  text?: string;
  imageUrl?: string;
}

/**
 * The staking banner as users see it on the exchange's staking page, from the form's live values:
 * what the admin types is what the preview shows, before anything is saved.
 */
export function BannerPreview() {
  return (
    <Box
      component="section"
      aria-label="Banner preview"
      sx={{ width: '100%', maxWidth: 880, mt: 2 }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        Preview
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        As users see it on the staking page.
      </Typography>
      <FormDataConsumer<BannerDraft>>
        {({ formData }) => <BannerCard banner={formData} />}
      </FormDataConsumer>
    </Box>
  );
}

function BannerCard({ banner }: { banner: BannerDraft }) {
  const title = banner.title?.trim() || 'Your banner title';
  const text = banner.text?.trim() || 'The banner text appears here.';
  return (
    <Card variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }}>
        {/* The image fills its half edge to edge, as on the users' page. */}
        <Box
          sx={{
            flex: '0 0 45%',
            bgcolor: 'action.hover',
            '& img': { objectFit: 'cover', borderRadius: 0, height: '100%', minHeight: 220 },
          }}
        >
          <BannerImage url={banner.imageUrl} alt={title} />
        </Box>
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5, p: 3 }}>
          <Typography variant="overline" color="primary">
            Staking
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
            {title}
          </Typography>
          <Typography
            color="text.secondary"
            sx={{ whiteSpace: 'pre-line', wordBreak: 'break-word' }}
          >
            {text}
          </Typography>
          {/* What users click on the real page; inert here. */}
          <Button
            variant="contained"
            tabIndex={-1}
            aria-hidden="true"
            sx={{ alignSelf: 'flex-start', pointerEvents: 'none' }}
          >
            Stake now
          </Button>
        </CardContent>
      </Stack>
    </Card>
  );
}

/** An uploaded image needs the bearer; an https address is a plain image. */
function BannerImage({ url, alt }: { url?: string; alt: string }) {
  if (!url)
    return (
      <Stack
        alignItems="center"
        justifyContent="center"
        spacing={1}
        sx={{ height: 220, color: 'text.secondary' }}
      >
        <ImageOutlinedIcon aria-hidden="true" />
        <Typography variant="body2">No image yet</Typography>
      </Stack>
    );
  if (/^https:\/\//.test(url))
    return (
      <Box
        component="img"
        src={url}
        alt={alt}
        sx={{ display: 'block', width: '100%', height: 220, objectFit: 'cover', borderRadius: 1 }}
      />
    );
  return <AuthenticatedImage path={url} alt={alt} height={220} />;
}
