import { createElement, useId, useState } from 'react';
import { TextInput, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { IconButton, InputAdornment } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import type { FieldSchema } from '../types';

/**
 * A secret text field (a password): typed hidden, a button that shows it (named after the field:
 * "Show new password"), and the field's `guide` under it, live, describing the input beside its
 * error.
 */
export function SecretInput({ field, validate }: { field: FieldSchema; validate: Validator[] }) {
  const [shown, setShown] = useState(false);
  const id = useId();
  const value = useWatch({ name: field.source }) as string | undefined;
  const guideId = `${id}-guide`;
  const name = field.label.toLowerCase();
  return (
    <>
      <TextInput
        id={id}
        source={field.source}
        label={field.label}
        validate={validate}
        fullWidth
        type={shown ? 'text' : 'password'}
        autoComplete={field.autoComplete}
        // MUI links the helper text (the error) itself unless aria-describedby is given: keep both.
        slotProps={{
          htmlInput: {
            'aria-describedby': field.guide ? `${id}-helper-text ${guideId}` : `${id}-helper-text`,
          },
        }}
        // InputProps, as react-admin's own PasswordInput: its text field adds its classes to them.
        InputProps={{
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={shown ? `Hide ${name}` : `Show ${name}`}
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
        }}
      />
      {field.guide ? createElement(field.guide, { id: guideId, value: value ?? '' }) : null}
    </>
  );
}
