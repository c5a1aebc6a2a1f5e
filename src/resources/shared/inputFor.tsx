import type { ReactElement } from 'react';
import {
  BooleanInput,
  DateInput,
  DateTimeInput,
  NumberInput,
  SelectInput,
  TextInput,
  email,
  regex,
  required,
  type Validator,
} from 'react-admin';
import type { FieldSchema } from '../types';

const decimal = regex(/^\d+(\.\d+)?$/, 'Enter a positive decimal amount, e.g. 12.5');

/** The one place that turns a schema field into a form input (edit and create views). */
export function inputFor(field: FieldSchema): ReactElement {
  const validate: Validator[] = field.required ? [required()] : [];
  const common = { source: field.source, label: field.label, fullWidth: true };
  switch (field.type) {
    case 'text':
      return <TextInput {...common} validate={validate} />;
    case 'email':
      return <TextInput {...common} type="email" validate={[...validate, email()]} />;
    case 'number':
      return <NumberInput {...common} validate={validate} />;
    case 'money':
      return <TextInput {...common} inputMode="decimal" validate={[...validate, decimal]} />;
    case 'date':
      return <DateInput {...common} validate={validate} />;
    case 'datetime':
      return <DateTimeInput {...common} validate={validate} />;
    case 'status':
      return <SelectInput {...common} choices={field.choices ?? []} validate={validate} />;
    case 'boolean':
      return <BooleanInput source={field.source} label={field.label} />;
    case 'image':
      // Uploads go through a dedicated flow (multipart); here the stored path is shown read-only.
      return <TextInput {...common} disabled />;
  }
}
