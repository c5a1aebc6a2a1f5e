import { useAllowedQuery } from './useAllowedQuery';
import { createElement, type ReactNode } from 'react';
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
import { answerOf, successText } from '../../dataProvider/savedAnswer';
import { keepErrorOnScreen, RecordLoadError } from './DetailStates';
import { listPathOf, recordPathOf } from './routes';
import { errorMessageOf } from './ErrorState';
import { FormTabs, FormToolbar, formSections } from './sections';
import { LeaveGuard, SettingsForm, SettingsLoading } from './SettingsForm';
import { recordValidator } from './recordRules';

interface SchemaEditProps {
  schema: ResourceSchema;
  id?: Identifier;
  children?: ReactNode;
}

/**
 * The generic edit form: every `edit` field through inputFor, grouped by the schema's sections
 * (tabs with `sectionLayout: 'tabs'`), validated by each field's declared rules. Pessimistic:
 * the form waits for the server; a 400 with `errors` shows each message under its input. The
 * schema's `editForm` adds its toast, a live preview and the unsaved-changes guard.
 */
export function SchemaEdit({ schema, id, children }: SchemaEditProps) {
  const { success, preview, leaveWarning, saveBar } = schema.editForm ?? {};
  const notify = useNotify();
  // Our onSuccess replaces react-admin's default side effects: open the details here.
  const redirect = useRedirect();
  const enabled = useAllowedQuery(schema.name, 'edit');
  const onSuccess = (data: RaRecord) => {
    notify(successText(answerOf(data), success, 'Changes saved'), { type: 'success' });
    // A singleton stays on its form; the admin sits in an outer router: absolute paths.
    if (schema.singleton) return;
    redirect(recordPathOf(schema, data.id ?? (id as Identifier)) ?? listPathOf(schema));
  };
  return (
    <Edit
      resource={schema.name}
      // A singleton (one settings record) is edited at its list route, by its fixed id.
      id={id ?? schema.singleton}
      // Its details would repeat the form: no Show button.
      actions={schema.singleton ? false : undefined}
      title={schema.label}
      // A settings page lays out its own cards.
      component={saveBar ? 'div' : undefined}
      loading={saveBar ? <SettingsLoading /> : undefined}
      mutationMode="pessimistic"
      queryOptions={{ ...keepErrorOnScreen, enabled }}
      error={<EditError schema={schema} />}
      redirect={false}
      mutationOptions={{
        onSuccess,
        onError: (error: unknown) =>
          notify(errorMessageOf(error, schema.update?.errorMessage ?? 'Update failed!'), {
            type: 'error',
          }),
      }}
    >
      {children ??
        (saveBar ? (
          <SettingsForm schema={schema} onSaved={onSuccess} />
        ) : schema.sectionLayout === 'tabs' ? (
          <FormTabs schema={schema} view="edit" />
        ) : (
          <SimpleForm
            toolbar={<FormToolbar schema={schema} />}
            validate={recordValidator(schema, 'edit')}
          >
            {formSections(schema, 'edit')}
            {preview ? createElement(preview) : null}
            {leaveWarning ? <LeaveGuard message={leaveWarning} /> : null}
          </SimpleForm>
        ))}
    </Edit>
  );
}

function EditError({ schema }: { schema: ResourceSchema }) {
  const edit = useEditContext();
  return <RecordLoadError schema={schema} title="Could not load the record" load={edit} />;
}
