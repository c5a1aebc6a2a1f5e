import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ShieldOutlinedIcon from '@mui/icons-material/ShieldOutlined';
import { useNavigate } from 'react-router-dom';
import { texts } from '../../../messages/catalogue';
import { paths } from '../../../config/paths';

/**
 * Shown instead of what the step-up guards when the admin has no 2FA (it needs 2FA on): the
 * wallet screen, or an action. `body` names what needs it.
 */
export function SecurityRequired({ onBack, body }: { onBack: () => void; body: string }) {
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6, px: 2 }}>
      <Paper
        variant="outlined"
        role="region"
        aria-labelledby="security-required-title"
        sx={{ p: { xs: 3, sm: 5 }, maxWidth: 520, textAlign: 'center', borderRadius: 3 }}
      >
        <Box
          sx={{
            mx: 'auto',
            mb: 2,
            width: 72,
            height: 72,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
          }}
        >
          <ShieldOutlinedIcon sx={{ fontSize: 40 }} aria-hidden />
        </Box>
        <Typography
          id="security-required-title"
          component="h2"
          variant="h5"
          fontWeight={700}
          gutterBottom
        >
          {texts.wallet.securityRequired}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {body}
        </Typography>
        <Stack direction="row" spacing={2} justifyContent="center">
          <Button variant="contained" onClick={() => navigate(paths.twoFactor)}>
            {texts.wallet.enable2fa}
          </Button>
          <Button variant="outlined" color="inherit" onClick={onBack}>
            {texts.wallet.goBack}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
