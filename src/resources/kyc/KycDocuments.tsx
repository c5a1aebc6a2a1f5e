import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { AuthenticatedImage } from '../shared/AuthenticatedImage';
import type { KycReviewRecord } from './schema';

/** The Documents section: the submitted images, loaded with the bearer; click one to enlarge it. */
export function KycDocuments() {
  const documents = useRecordContext<KycReviewRecord>()?.documents;
  const items = [
    { key: 'front', label: 'Document front', path: documents?.front },
    { key: 'back', label: 'Document back', path: documents?.back },
    { key: 'selfie', label: 'Selfie', path: documents?.selfie },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {items.map((item) => (
        <Box key={item.key} component="figure" sx={{ m: 0 }}>
          {item.path ? (
            <AuthenticatedImage path={item.path} alt={item.label} height={200} enlargeable />
          ) : (
            <Box
              sx={{
                height: 200,
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                border: 1,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 1,
                color: 'text.secondary',
              }}
            >
              <Typography variant="body2">Not provided</Typography>
            </Box>
          )}
          <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {item.label}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
