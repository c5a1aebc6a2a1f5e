import type { ReactNode } from 'react';
import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import type { ResourceSchema } from '../types';
import { errorMessageOf } from './ErrorState';
import { showPathOf } from './routes';
import { FormTabs, FormToolbar, formSections } from './sections';

interface SchemaCreateProps {
  schema: ResourceSchema;
  children?: ReactNode;
  /** Toast after the record is created. */
  successMessage?: string;
}

/**
 * The generic create form: every `create` field through inputFor, in the schema's sections,
 * validated by the declared rules. Pessimistic (react-admin's Create always waits for the
 * server); a 400 with `errors` shows each message under its input. Opens the new record after.
 */
export function SchemaCreate({ schema, children, successMessage = 'Created' }: SchemaCreateProps) {
  const notify = useNotify();
  // Our onSuccess replaces react-admin's default side effects: open the new record here.
  const redirect = useRedirect();
  return (
    <Create
      resource={schema.name}
      title={`New ${schema.label.toLowerCase()}`}
      redirect={false}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          notify(successMessage, { type: 'success' });
          redirect(showPathOf(schema, data.id));
        },
        onError: (error: unknown) =>
          notify(errorMessageOf(error, schema.create?.errorMessage ?? 'Create failed!'), {
            type: 'error',
          }),
      }}
    >
      {children ??
        (schema.sectionLayout === 'tabs' ? (
          <FormTabs schema={schema} view="create" />
        ) : (
          <SimpleForm toolbar={<FormToolbar schema={schema} />}>
            {formSections(schema, 'create')}
          </SimpleForm>
        ))}
    </Create>
  );
}
