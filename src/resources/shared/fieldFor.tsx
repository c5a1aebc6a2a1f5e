import type { ReactElement } from 'react';
import {
  BooleanField,
  DateField,
  EmailField,
  NumberField,
  TextField,
  useRecordContext,
} from 'react-admin';
import type { FieldSchema } from '../types';
import { Typography } from '@mui/material';
import { StatusField, TagsField } from './StatusChip';
import { textCellText } from './cellText';
import { currencySuffix, EMPTY, stopRowClick } from './fieldBasics';
import { DATE_LOCALE, DATE_OPTIONS, DATE_TIME_OPTIONS, formatAmount } from './format';
import { AuthenticatedImage } from './AuthenticatedImage';
import { ChainValueField, CryptoAmountField, PercentField } from './chainFields';
import { NestedListField, ReferenceValueField } from './relationFields';
import { ChangesField } from './ChangesField';
import { PersonField } from './PersonField';

/**
 * The one place that turns a schema field into a react-admin field. A new field type is added
 * here once and every list and show screen gets it.
 */
export function fieldFor(field: FieldSchema): ReactElement {
  if (field.render) return <RenderedField render={field.render} label={field.label} />;
  if (field.display) return <DisplayField field={field} />;
  const common = { source: field.source, label: field.label, emptyText: EMPTY };
  switch (field.type) {
    case 'text':
      return <TextField {...common} />;
    case 'email':
      return <EmailField {...common} onClick={stopRowClick} />;
    case 'person':
      return <PersonField field={field} label={field.label} />;
    case 'number':
      return <NumberField {...common} />;
    case 'money':
      return (
        <MoneyField
          source={field.source}
          label={field.label}
          currencySource={field.currencySource}
        />
      );
    case 'date':
      return <DateField {...common} locales={DATE_LOCALE} options={DATE_OPTIONS} />;
    case 'datetime':
      return <DateField {...common} showTime locales={DATE_LOCALE} options={DATE_TIME_OPTIONS} />;
    case 'status':
      return (
        <StatusField source={field.source} label={field.label} choices={field.choices ?? []} />
      );
    case 'tags':
      return <TagsField source={field.source} label={field.label} choices={field.choices ?? []} />;
    case 'boolean':
      return <BooleanField {...common} />;
    case 'image':
      return <ImageField source={field.source} label={field.label} nameSource={field.nameSource} />;
    case 'cryptoAmount':
      return <CryptoAmountField field={field} label={field.label} />;
    case 'percent':
      return <PercentField field={field} label={field.label} />;
    case 'address':
    case 'txHash':
      return <ChainValueField field={field} label={field.label} />;
    case 'reference':
      return <ReferenceValueField field={field} label={field.label} />;
    case 'nested':
      return <NestedListField field={field} label={field.label} render={fieldFor} />;
    case 'changes':
      return <ChangesField source={field.source} label={field.label} />;
  }
}

/** A field's `render`, given the record in context. */
function RenderedField({ render }: { render: NonNullable<FieldSchema['render']>; label?: string }) {
  const record = useRecordContext();
  return record ? <>{render(record)}</> : null;
}

/** A field's `display` text, read from the record; its own value in the title. */
function DisplayField({ field }: { field: FieldSchema; label?: string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Typography
      component="span"
      variant="body2"
      title={textCellText(record[field.source]) ?? undefined}
    >
      {field.display?.(record)}
    </Typography>
  );
}

function MoneyField({
  source,
  currencySource,
}: {
  source: string;
  label?: string;
  currencySource?: string;
}) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <span style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatAmount(record[source] as string | number | null)}
      {currencySuffix(record, currencySource)}
    </span>
  );
}

function ImageField({
  source,
  label,
  nameSource,
}: {
  source: string;
  label?: string;
  nameSource?: string;
}) {
  const record = useRecordContext();
  const path = record?.[source] as string | null | undefined;
  if (!path) return <span>{EMPTY}</span>;
  const name = nameSource ? (record?.[nameSource] as string | undefined) : undefined;
  // A thumbnail: a click opens it in the viewer, to read what it shows.
  return <AuthenticatedImage path={path} alt={name || label || source} height={48} enlargeable />;
}
