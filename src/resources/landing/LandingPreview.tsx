import { Box, Stack, Typography } from '@mui/material';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { FormDataConsumer } from 'react-admin';
import { AuthenticatedImage } from '../shared/AuthenticatedImage';

interface LandingDraft {
  headline?: string;
  subHeadline?: string;
  ctaText?: string;
  ctaLink?: string;
  darkImage?: string | null;
  lightImage?: string | null;
}

type Mode = 'dark' | 'light';

/** The public site's own colours per theme (not the admin's): the hero as visitors see it. */
const SITE = {
  dark: {
    background: 'linear-gradient(135deg, #0b1220 0%, #13203a 100%)',
    heading: '#f8fafc',
    body: '#a5b4c8',
    brand: '#22c55e',
    button: { bg: '#22c55e', fg: '#052e16' },
    placeholder: 'rgba(255,255,255,0.28)',
  },
  light: {
    background: 'linear-gradient(135deg, #f8fafc 0%, #e8eef6 100%)',
    heading: '#0f172a',
    body: '#475569',
    brand: '#16a34a',
    // Green 700: white on it reads at 5:1 (the brand's 600 gives 3.3:1).
    button: { bg: '#15803d', fg: '#ffffff' },
    placeholder: 'rgba(15,23,42,0.28)',
  },
} as const;

const THEME_NAME: Record<Mode, string> = { dark: 'Dark theme', light: 'Light theme' };

const shown = (value?: string) => value?.trim() || '—';

/**
 * Both themes side by side, from the form's live values (not the saved record), so every
 * keystroke and upload shows at once.
 */
export function LandingPreview() {
  return (
    <Box component="section" aria-label="Live preview">
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        Live preview
      </Typography>
      <FormDataConsumer<LandingDraft>>
        {({ formData }) => (
          <Stack sx={{ gap: 2 }}>
            <Hero draft={formData} mode="dark" />
            <Hero draft={formData} mode="light" />
            <Typography variant="caption" color="text.secondary">
              The button opens {shown(formData.ctaLink)}
            </Typography>
          </Stack>
        )}
      </FormDataConsumer>
    </Box>
  );
}

function Hero({ draft, mode }: { draft: LandingDraft; mode: Mode }) {
  const site = SITE[mode];
  const label = THEME_NAME[mode];
  const image = mode === 'dark' ? draft.darkImage : draft.lightImage;
  const subHeadline = draft.subHeadline?.trim();
  return (
    <Box component="figure" sx={{ m: 0 }} aria-label={`Live preview: ${label}`}>
      <Typography variant="overline" component="figcaption" color="text.secondary">
        {label}
      </Typography>
      <Box
        data-testid={`preview-${mode}`}
        sx={{
          background: site.background,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          overflow: 'hidden',
          p: 2.5,
        }}
      >
        <Typography sx={{ color: site.brand, fontWeight: 800, fontSize: 13, mb: 2 }}>
          ● Exchange
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) 240px' },
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography
              component="p"
              sx={{ color: site.heading, fontWeight: 800, fontSize: 24, lineHeight: 1.2, mb: 1 }}
            >
              {shown(draft.headline)}
            </Typography>
            {subHeadline ? (
              <Typography sx={{ color: site.body, fontSize: 14, mb: 2, overflowWrap: 'anywhere' }}>
                {subHeadline}
              </Typography>
            ) : null}
            <Box
              component="span"
              sx={{
                display: 'inline-block',
                bgcolor: site.button.bg,
                color: site.button.fg,
                fontWeight: 700,
                fontSize: 14,
                px: 2.25,
                py: 1,
                borderRadius: 1.5,
              }}
            >
              {shown(draft.ctaText)}
            </Box>
          </Box>
          <Box sx={{ width: 240, maxWidth: '100%' }}>
            {image ? (
              <AuthenticatedImage path={image} alt={`${label} hero image`} height={160} />
            ) : (
              <Stack
                sx={{
                  height: 160,
                  border: 2,
                  borderStyle: 'dashed',
                  borderColor: site.placeholder,
                  borderRadius: 1,
                  color: site.placeholder,
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 0.5,
                }}
              >
                <ImageOutlinedIcon aria-hidden="true" />
                <Typography variant="caption" sx={{ color: 'inherit' }}>
                  No {label.toLowerCase()} image yet
                </Typography>
              </Stack>
            )}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
