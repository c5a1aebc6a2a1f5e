import type { ReactElement } from 'react';
import { DateInput, SearchInput, SelectInput, TextInput } from 'react-admin';
import type { FieldSchema, ResourceSchema } from '../types';

/** A range bound must be a number; the grid ignores a bound it cannot read. */
const numberFilter = (value: unknown) =>
  value === undefined || value === null || value === '' || !Number.isNaN(Number(value))
    ? undefined
    : 'Enter a number';

/** A range filter's two bounds, `<source>_gte` and `<source>_lte`, each labelled. */
const boundsOf = (field: FieldSchema, [low, high]: [string, string]) => [
  { source: `${field.source}_gte`, label: `${field.label} ${low}` },
  { source: `${field.source}_lte`, label: `${field.label} ${high}` },
];

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
        for (const bound of boundsOf(field, ['from', 'to']))
          filters.push(<DateInput key={bound.source} {...bound} />);
        break;
      case 'numberRange':
        for (const bound of boundsOf(field, ['min', 'max']))
          filters.push(
            <TextInput key={bound.source} {...bound} inputMode="decimal" validate={numberFilter} />,
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
      for (const bound of boundsOf(field, ['min', 'max'])) sources.add(bound.source);
  }
  return sources;
}
