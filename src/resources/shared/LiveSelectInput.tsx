import { useEffect } from 'react';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldSchema } from '../types';

type Props = SelectInputProps & { source: string } & Required<Pick<FieldSchema, 'choicesOf'>>;

/**
 * A select whose choices follow the form's other values (the wallets a transfer may go to, once
 * its source is chosen): it is read-only while there is none (and still required), and a value
 * that is no longer among them is cleared, so the form never sends a choice it does not offer.
 */
export function LiveSelectInput({ choicesOf, ...props }: Props) {
  const values = useWatch() as Record<string, unknown>;
  const { setValue } = useFormContext();
  const choices = choicesOf(values);
  const value = values[props.source];
  const offered = choices.some((choice) => choice.id === value);
  useEffect(() => {
    if (value && !offered) setValue(props.source, '');
  }, [value, offered, props.source, setValue]);
  // Read-only, not disabled, while there is nothing to offer: a disabled input is not validated.
  return <SelectInput {...props} choices={choices} readOnly={choices.length === 0} />;
}
