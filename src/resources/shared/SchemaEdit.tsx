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
}: SchemaEditProps) {
  const notify = useNotify();
  // Our onSuccess replaces react-admin's default side effects: open the details here.
  const redirect = useRedirect();
  return (
    <Edit
      resource={schema.name}
      id={id}
      title={schema.label}
      mutationMode="pessimistic"
      queryOptions={keepErrorOnScreen}
      error={<EditError />}
      redirect={false}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          notify(successMessage, { type: 'success' });
          // The admin sits in an outer router: its redirects take the absolute path.
          redirect(showPathOf(schema, data.id ?? (id as Identifier)));
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
