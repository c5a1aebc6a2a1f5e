import type { ReactElement } from 'react';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  email,
  type TextInputProps,
  type Validator,
} from 'react-admin';
import type { FieldSchema } from '../types';
import { decimalPattern } from '../../contracts/fieldRules';
import { isCompleteOtp, sanitizeOtp } from '../../contracts/otp';
import { errors } from '../../messages/catalogue';
import { validationOf } from './validation';
import { ImageUploadInput } from './ImageUploadInput';
import { schemaNamed } from './schemaIndex';
import { FieldHelp } from './FieldHelp';
import { SecretInput } from './SecretInput';
import { LiveSelectInput } from './LiveSelectInput';
import { DescribedChoicesInput } from './DescribedChoicesInput';

/**
 * The one place that turns a schema field into a form input (edit and create views, action
 * dialogs). Validation comes from the field's declared rules (validationOf).
 */
export function inputFor(field: FieldSchema): ReactElement {
  const validate = validationOf(field);
  const max = field.counter ? field.rules?.maxLength : undefined;
  const helperText =
    field.help || max !== undefined ? (
      <FieldHelp source={field.source} help={field.help} max={max} />
    ) : undefined;
  const common = {
    source: field.source,
    label: field.label,
    fullWidth: true,
    validate,
    helperText,
    ...(field.sanitize ? { parse: field.sanitize } : {}),
  };
  switch (field.type) {
    case 'email':
    case 'person':
      return <TextInput {...common} type="email" validate={[...validate, email()]} />;
    case 'number':
    case 'percent':
      return <NumberInput {...common} />;
    case 'money':
    case 'cryptoAmount':
      // Amounts stay strings: a number input would round 18 decimals.
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          validate={[
            ...validate,
            ...validationOf({ label: field.label, rules: amountRules(field) }),
          ]}
        />
      );
    case 'date':
      return <DateInput {...common} />;
    case 'datetime':
      return <DateTimeInput {...common} />;
    case 'status':
      if (field.choicesOf) return <LiveSelectInput {...common} choicesOf={field.choicesOf} />;
      return <SelectInput {...common} choices={field.choices ?? []} />;
    case 'tags':
      return (
        <CheckboxGroupInput
          {...common}
          choices={field.choices ?? []}
          // Many choices read best in columns that fill the width, not one long list.
          sx={{
            '& .MuiFormGroup-root': {
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
            },
          }}
        />
      );
    case 'boolean':
      return <BooleanInput source={field.source} label={field.label} />;
    case 'image':
      return field.upload ? (
        <ImageUploadInput field={field} validate={validate} />
      ) : (
        <TextInput {...common} disabled />
      );
    case 'reference': {
      // A registered target: choose one of its records (narrowed by `reference.filter`).
      const target = field.reference ? schemaNamed(field.reference.resource) : undefined;
      if (!target || !field.reference) return <TextInput {...common} disabled />;
      const named = field.reference.representation ?? target.recordRepresentation ?? 'id';
      const { description } = field.reference;
      return (
        <ReferenceInput
          source={field.source}
          reference={target.name}
          filter={field.reference.filter}
          perPage={100}
          sort={target.defaultSort}
        >
          {description ? (
            <DescribedChoicesInput
              label={field.label}
              validate={validate}
              named={named}
              description={description}
            />
          ) : (
            <SelectInput label={field.label} fullWidth validate={validate} optionText={named} />
          )}
        </ReferenceInput>
      );
    }
    case 'nested':
    case 'changes':
      // Edited through their own screens (or never: an audit entry); shown read-only here.
      return <TextInput {...common} disabled />;
    case 'text':
      if (field.secret) return <SecretInput field={field} validate={validate} />;
      if (field.otp) return <OtpInput {...common} />;
      return field.multiline ? (
        <TextInput {...common} multiline minRows={3} />
      ) : (
        <TextInput {...common} />
      );
    case 'address':
    case 'txHash':
      return <TextInput {...common} />;
  }
}

/** An amount is a positive decimal with at most `decimals` fraction digits (when declared). */
const amountRules = (field: FieldSchema) => ({
  pattern: field.rules?.decimals
    ? undefined
    : { source: decimalPattern(), message: 'Enter a positive decimal amount, e.g. 12.5' },
});

const otpRule = (value: unknown) =>
  isCompleteOtp(String(value ?? '')) ? undefined : errors.validation.otp;

/** A 6-digit code: what is typed or pasted ('123 456') keeps its digits, then is checked whole. */
function OtpInput(props: TextInputProps & { validate: Validator[] }) {
  return (
    <TextInput
      {...props}
      validate={[...props.validate, otpRule]}
      parse={sanitizeOtp}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          autoComplete: 'one-time-code',
          // No maxLength: the browser would cut a pasted '123 456' to '123 45' before the digits are kept.
          pattern: '[0-9]*',
          style: { letterSpacing: '0.4em', fontSize: '1.2rem' },
        },
      }}
    />
  );
}
