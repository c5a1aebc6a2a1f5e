import { Box, Typography } from '@mui/material';
import { RadioButtonGroupInput, type RaRecord, type Validator } from 'react-admin';

/**
 * A reference chosen by what its records are, not only their names: one radio button per record
 * (a role), its name and, under it, its one-line description. Inside a ReferenceInput, which
 * gives the records.
 */
export function DescribedChoicesInput({
  label,
  validate,
  named,
  description,
}: {
  label: string;
  validate: Validator[];
  /** The record's field that names it. */
  named: string;
  /** The record's field that says what it is. */
  description: string;
}) {
  return (
    <RadioButtonGroupInput
      label={label}
      validate={validate}
      row={false}
      optionText={(choice: RaRecord) => (
        <DescribedChoice name={String(choice[named] ?? '')} said={choice[description]} />
      )}
      sx={{ '& .MuiFormControlLabel-root': { alignItems: 'flex-start', py: 0.5 } }}
    />
  );
}

function DescribedChoice({ name, said }: { name: string; said: unknown }) {
  const text = typeof said === 'string' ? said.trim() : '';
  return (
    <Box component="span" sx={{ display: 'block', pt: 1 }}>
      <Typography component="span" variant="body1" fontWeight={600} sx={{ display: 'block' }}>
        {name}
      </Typography>
      {text ? (
        <Typography component="span" variant="body2" color="text.secondary" display="block">
          {text}
        </Typography>
      ) : null}
    </Box>
  );
}
