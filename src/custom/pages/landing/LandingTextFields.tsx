import { Stack, TextField } from '@mui/material';
import type { LandingDraft } from './landingApi';
import { LANDING_TEXT_LIMITS } from '../../../contracts/landing';
import { type DraftErrors, type TextField as Field } from './landingValidation';
import { landingTexts } from './landingTexts';

interface LandingTextFieldsProps {
  draft: LandingDraft;
  errors: DraftErrors;
  disabled: boolean;
  onChange: (field: Field, value: string) => void;
}

const rows: { field: Field; multiline?: boolean; help?: string }[] = [
  { field: 'headline' },
  { field: 'subHeadline', multiline: true },
  { field: 'ctaText' },
  { field: 'ctaLink', help: landingTexts.fields.ctaLinkHelp },
];

/** The landing texts, each with its limit shown as a counter and its problem under it. */
export function LandingTextFields({ draft, errors, disabled, onChange }: LandingTextFieldsProps) {
  return (
    <Stack sx={{ gap: 2 }}>
      {rows.map(({ field, multiline, help }) => {
        const value = draft[field];
        const error = errors[field];
        const counter = `${value.trim().length}/${LANDING_TEXT_LIMITS[field]}`;
        return (
          <TextField
            key={field}
            label={landingTexts.fields[field]}
            value={value}
            onChange={(event) => onChange(field, event.target.value)}
            disabled={disabled}
            error={Boolean(error)}
            helperText={error ?? (help ? `${help} · ${counter}` : counter)}
            required={field !== 'subHeadline'}
            multiline={multiline}
            minRows={multiline ? 2 : undefined}
            fullWidth
            slotProps={{ htmlInput: { maxLength: LANDING_TEXT_LIMITS[field] + 50 } }}
          />
        );
      })}
    </Stack>
  );
}
