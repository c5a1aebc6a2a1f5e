import { useId, useState } from 'react';
import { IconButton, InputAdornment, TextField } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';

/** A password field with show/hide and its error under it. */
export function PasswordInput({
  label,
  value,
  onChange,
  error,
  autoComplete,
  describedBy,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: string;
  describedBy?: string;
}) {
  const [shown, setShown] = useState(false);
  const id = useId();
  // MUI links the helper text (the error) itself unless aria-describedby is given: keep both.
  const helperTextId = `${id}-helper-text`;
  return (
    <TextField
      id={id}
      label={label}
      type={shown ? 'text' : 'password'}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? ' '}
      autoComplete={autoComplete}
      required
      slotProps={{
        htmlInput: {
          'aria-describedby': describedBy ? `${helperTextId} ${describedBy}` : helperTextId,
        },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
                onClick={() => setShown((s) => !s)}
                edge="end"
                size="small"
              >
                {shown ? (
                  <VisibilityOffIcon fontSize="small" />
                ) : (
                  <VisibilityIcon fontSize="small" />
                )}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
