import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { passwordRules } from '../../auth/passwordRules';

/** The strength rules, ticked live as the admin types. */
export function PasswordRuleChecklist({ id, password }: { id: string; password: string }) {
  return (
    <Box id={id} sx={{ mt: -1.5, mb: 1, p: 1.5, borderRadius: 2, bgcolor: 'action.hover' }}>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 0.5 }}>
        The new password needs:
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          gap: 0.5,
        }}
      >
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <Box
              component="li"
              key={rule.id}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 0.75,
                fontSize: '0.85rem',
                color: met ? 'success.main' : 'text.secondary',
              }}
            >
              {met ? (
                <CheckCircleIcon sx={{ fontSize: 16 }} aria-hidden="true" />
              ) : (
                <RadioButtonUncheckedIcon sx={{ fontSize: 16 }} aria-hidden="true" />
              )}
              {rule.label}
              <span className="visually-hidden"> ({met ? 'met' : 'not met yet'})</span>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
