import { useAllowedQuery } from './useAllowedQuery';
import type { ReactNode } from 'react';
import {
  Edit,
  SimpleForm,
  useEditContext,
  useNotify,
  useRedirect,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import type { ResourceSchema } from '../types';
import { keepErrorOnScreen } from './DetailStates';
import { showPathOf } from './routes';
import { ErrorState, errorMessageOf } from './ErrorState';
import { FormTabs, FormToolbar, formSections } from './sections';

interface SchemaEditProps {
  schema: ResourceSchema;
  id?: Identifier;
  children?: ReactNode;
  /** Toast after a successful save. */
  successMessage?: string;
  /** Shown inside the form after the inputs, with the form's live values (e.g. a preview). */
  preview?: ReactNode;
}

/**
 * The generic edit form: every `edit` field through inputFor, grouped by the schema's sections
 * (tabs with `sectionLayout: 'tabs'`), validated by each field's declared rules. Pessimistic:
 * the form waits for the server; a 400 with `errors` shows each message under its input.
 */
export function SchemaEdit({
  schema,
  id,
  children,
  successMessage = 'Changes saved',
  preview,
}: SchemaEditProps) {
  const notify = useNotify();
  // Our onSuccess replaces react-admin's default side effects: open the details here.
  const redirect = useRedirect();
  const enabled = useAllowedQuery(schema.name, 'edit');
  return (
    <Edit
      resource={schema.name}
      // A singleton (one settings record) is edited at its list route, by its fixed id.
      id={id ?? schema.singleton}
      // Its details would repeat the form: no Show button.
      actions={schema.singleton ? false : undefined}
      title={schema.label}
      mutationMode="pessimistic"
      queryOptions={{ ...keepErrorOnScreen, enabled }}
      error={<EditError />}
      redirect={false}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          notify(successMessage, { type: 'success' });
          // A singleton stays on its form; the admin sits in an outer router: absolute paths.
          if (!schema.singleton) redirect(showPathOf(schema, data.id ?? (id as Identifier)));
        },
        onError: (error: unknown) =>
          notify(errorMessageOf(error, schema.update?.errorMessage ?? 'Update failed!'), {
            type: 'error',
          }),
      }}
    >
      {children ??
        (schema.sectionLayout === 'tabs' ? (
          <FormTabs schema={schema} view="edit" />
        ) : (
          <SimpleForm toolbar={<FormToolbar schema={schema} />}>
            {formSections(schema, 'edit')}
            {preview}
          </SimpleForm>
        ))}
    </Edit>
  );
}

function EditError() {
  const { error, refetch } = useEditContext();
  return (
    <ErrorState title="Could not load the record" error={error} onRetry={() => void refetch()} />
  );
}
