import { cloneElement, type ComponentType, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { Box, Button, Card, CardContent, CardHeader, Stack, Typography } from '@mui/material';
import {
  DeleteButton,
  SaveButton,
  TabbedForm,
  TabbedShowLayout,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import type { FieldSchema, ResourceSchema, SectionSchema, View } from '../types';
import { FieldGrid, useFilledFields } from './FieldGrid';
import { inputFor } from './inputFor';
import { recordValidator } from './recordRules';

export interface FieldGroup {
  /** Absent: the schema declares no sections (one plain group). */
  label?: string;
  fields: FieldSchema[];
  /** The section's own component (record page only), below its fields. */
  component?: ComponentType;
  /** Spans both columns of the record page. */
  wide?: boolean;
  link?: SectionSchema['link'];
}

/**
 * The fields of a view, grouped by the schema's `sections` (in their order); fields of the view
 * that no section names follow in a last group, so nothing declared is silently dropped.
 */
export function groupsFor(schema: ResourceSchema, view: View): FieldGroup[] {
  const inView = schema.fields.filter((f) => f.views.includes(view));
  if (!schema.sections?.length) return [{ fields: inView }];
  const named = new Set(schema.sections.flatMap((section) => section.fields));
  const groups: FieldGroup[] = schema.sections
    .map((section) => ({
      label: section.label,
      fields: section.fields
        .map((source) => inView.find((f) => f.source === source))
        .filter((f): f is FieldSchema => Boolean(f)),
      // A section's component belongs to the record page, never to a form.
      ...(view === 'show' && section.component ? { component: section.component } : {}),
      ...(section.wide ? { wide: true } : {}),
      ...(view === 'show' && section.link ? { link: section.link } : {}),
    }))
    .filter((group) => group.fields.length > 0 || group.component || group.link);
  const rest = inView.filter((f) => !named.has(f.source));
  if (rest.length) groups.push({ label: 'Other', fields: rest });
  return groups;
}

/** The details' fields: one card per section (or tabs when `sectionLayout: 'tabs'`). */
export function ShowSections({ schema }: { schema: ResourceSchema }) {
  const groups = groupsFor(schema, 'show');
  if (schema.sectionLayout === 'tabs')
    return (
      <TabbedShowLayout>
        {groups.map((group) => (
          <TabbedShowLayout.Tab key={group.label ?? 'all'} label={group.label ?? schema.label}>
            <FieldGrid fields={group.fields} />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    );
  return (
    <Stack spacing={2}>
      {groups.map((group) => (
        <SectionCard key={group.label ?? 'all'} group={group} />
      ))}
    </Stack>
  );
}

/**
 * One section of the record in context as a card: its filled fields, then its component and its
 * link. A section with none of them (every field blank) is left out.
 */
export function SectionCard({ group }: { group: FieldGroup }) {
  const filled = useFilledFields(group.fields);
  const record = useRecordContext();
  const { component: Component } = group;
  const link = record && group.link?.(record);
  if (filled.length === 0 && !Component && !link) return null;
  return (
    <Card
      variant="outlined"
      component="section"
      aria-label={group.label}
      sx={group.wide ? { gridColumn: '1 / -1' } : undefined}
    >
      {group.label ? (
        <CardHeader title={group.label} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
      ) : null}
      <CardContent sx={{ pt: group.label ? 0 : 2 }}>
        <Stack spacing={2}>
          {filled.length ? <FieldGrid fields={filled} columns={group.wide ? 4 : 2} /> : null}
          {Component ? <Component /> : null}
          {link ? (
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 220 }}>
                {link.note}
              </Typography>
              <Button
                component={Link}
                to={link.to}
                variant={link.primary ? 'contained' : 'outlined'}
                startIcon={link.icon ? <link.icon /> : undefined}
              >
                {link.label}
              </Button>
            </Box>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

const inputsOf = (fields: FieldSchema[]): ReactElement[] =>
  fields.map((field) => cloneElement(inputFor(field), { key: field.source }));

/** The form's inputs for `view`, under a heading per section (as a SimpleForm's children). */
export function formSections(schema: ResourceSchema, view: 'edit' | 'create'): ReactElement[] {
  return groupsFor(schema, view).flatMap((group) => [
    ...(group.label
      ? [
          <Typography key={`heading-${group.label}`} variant="h6" component="h2" sx={{ mt: 1 }}>
            {group.label}
          </Typography>,
        ]
      : []),
    <Box key={`group-${group.label ?? 'all'}`} sx={{ width: '100%', maxWidth: 640 }}>
      {inputsOf(group.fields)}
    </Box>,
  ]);
}

/** The same groups as tabs of a TabbedForm. */
export function FormTabs({
  schema,
  view,
  toolbar,
  onSubmit,
}: {
  schema: ResourceSchema;
  view: 'edit' | 'create';
  toolbar?: ReactElement;
  /** Replaces the save (e.g. a create that is confirmed and stepped up first). */
  onSubmit?: (values: Record<string, unknown>) => unknown;
}) {
  return (
    <TabbedForm
      toolbar={
        toolbar ?? (
          <FormToolbar
            schema={schema}
            saveLabel={view === 'create' ? schema.createForm?.submitLabel : undefined}
          />
        )
      }
      onSubmit={onSubmit}
      validate={recordValidator(schema, view)}
    >
      {groupsFor(schema, view).map((group) => (
        <TabbedForm.Tab key={group.label ?? 'all'} label={group.label ?? schema.label}>
          {inputsOf(group.fields)}
        </TabbedForm.Tab>
      ))}
    </TabbedForm>
  );
}

/**
 * Save (or what the form does: `saveLabel`), and Delete only when the schema declares a delete
 * endpoint (react-admin shows it always).
 */
export function FormToolbar({ schema, saveLabel }: { schema: ResourceSchema; saveLabel?: string }) {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton label={saveLabel} />
      {schema.delete ? <DeleteButton mutationMode="pessimistic" /> : null}
    </Toolbar>
  );
}
