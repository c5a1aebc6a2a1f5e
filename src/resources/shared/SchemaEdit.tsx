import { cloneElement, type ReactNode } from 'react';
import { Edit, SimpleForm, useEditContext, useNotify, type Identifier } from 'react-admin';
import type { ResourceSchema } from '../types';
import { inputFor } from './inputFor';
import { keepErrorOnScreen } from './DetailStates';
import { showPathOf } from './routes';
import { ErrorState, errorMessageOf } from './ErrorState';

interface SchemaEditProps {
  schema: ResourceSchema;
  id?: Identifier;
  children?: ReactNode;
  /** Toast after a successful save. */
  successMessage?: string;
}

/**
 * The generic edit form: every `edit` field through inputFor. Pessimistic: the form waits for
 * the server, so nothing is lost if the tab closes and the admin sees the real outcome.
 */
export function SchemaEdit({
  schema,
  id,
  children,
  successMessage = 'Changes saved',
}: SchemaEditProps) {
  const notify = useNotify();
  return (
    <Edit
      resource={schema.name}
      id={id}
      title={schema.label}
      mutationMode="pessimistic"
      queryOptions={keepErrorOnScreen}
      error={<EditError />}
      redirect={(_resource, recordId) =>
        recordId === undefined
          ? `/${schema.name}`
          : showPathOf(schema, recordId).replace(/^\/admin/, '')
      }
      mutationOptions={{
        onSuccess: () => notify(successMessage, { type: 'success' }),
        onError: (error: unknown) =>
          notify(errorMessageOf(error, schema.update?.errorMessage ?? 'Update failed!'), {
            type: 'error',
          }),
      }}
    >
      {children ?? (
        <SimpleForm>
          {schema.fields
            .filter((f) => f.views.includes('edit'))
            .map((field) => cloneElement(inputFor(field), { key: field.source }))}
        </SimpleForm>
      )}
    </Edit>
  );
}

function EditError() {
  const { error, refetch } = useEditContext();
  return (
    <ErrorState title="Could not load the record" error={error} onRetry={() => void refetch()} />
  );
}
