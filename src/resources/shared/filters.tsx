import type { ReactElement } from 'react';
import { DateInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { ResourceSchema } from '../types';

/** A range bound must be a number; the grid ignores a bound it cannot read. */
const numberFilter = (value: unknown) =>
  value === undefined || value === null || value === '' || !Number.isNaN(Number(value))
    ? undefined
    : 'Enter a number';

/**
 * The grid's filters, built from the schema: a free-text search (`q`) when any field is
 * searchable, then one input per `field.filter`. Date and number ranges send `<source>_gte` / `<source>_lte`.
 */
export function buildFilters(schema: ResourceSchema): ReactElement[] {
  const filters: ReactElement[] = [];
  const searchable = schema.fields.filter((f) => f.searchable).map((f) => f.label.toLowerCase());
  if (searchable.length > 0) {
    filters.push(
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder={`Search ${searchable.join(', ')}`}
        inputProps={{ 'aria-label': 'Search' }}
        sx={{ minWidth: 280 }}
      />,
    );
  }
  for (const field of schema.fields) {
    switch (field.filter) {
      case 'select':
        filters.push(
          <SelectInput
            key={field.source}
            source={field.source}
            label={field.label}
            choices={field.choices ?? []}
            alwaysOn
            emptyText="All"
            sx={{ minWidth: 160 }}
          />,
        );
        break;
      case 'text':
        filters.push(<TextInput key={field.source} source={field.source} label={field.label} />);
        break;
      case 'dateRange':
        filters.push(
          <DateInput
            key={`${field.source}_gte`}
            source={`${field.source}_gte`}
            label={`${field.label} from`}
          />,
          <DateInput
            key={`${field.source}_lte`}
            source={`${field.source}_lte`}
            label={`${field.label} to`}
          />,
        );
        break;
      case 'numberRange':
        filters.push(
          <TextInput
            key={`${field.source}_gte`}
            source={`${field.source}_gte`}
            label={`${field.label} min`}
            inputMode="decimal"
            validate={numberFilter}
          />,
          <TextInput
            key={`${field.source}_lte`}
            source={`${field.source}_lte`}
            label={`${field.label} max`}
            inputMode="decimal"
            validate={numberFilter}
          />,
        );
        break;
      default:
        break;
    }
  }
  return filters;
}

/** The filters the admin types into (search, text, number bounds): a server list waits for a pause. */
export function typedFilterSources(schema: ResourceSchema): Set<string> {
  const sources = new Set<string>();
  if (schema.fields.some((f) => f.searchable)) sources.add('q');
  for (const field of schema.fields) {
    if (field.filter === 'text') sources.add(field.source);
    if (field.filter === 'numberRange')
      sources.add(`${field.source}_gte`).add(`${field.source}_lte`);
  }
  return sources;
}
