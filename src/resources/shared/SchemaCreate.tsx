import type { ReactNode } from 'react';
import { Create, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ResourceSchema } from '../types';
import { answerOf, successText } from '../../dataProvider/savedAnswer';
import { CreateGuardDialogs } from './CreateGuardDialogs';
import { errorMessageOf } from './ErrorState';
import { listPathOf, recordPathOf } from './routes';
import { FormTabs, FormToolbar, formSections } from './sections';
import { createPurposeOf, useGuardedCreate } from './useGuardedCreate';
import { StepUpFirst } from './stepUp/StepUpFirst';
import { recordValidator } from './recordRules';

interface SchemaCreateProps {
  schema: ResourceSchema;
  children?: ReactNode;
  /**
   * Toast after the record is created (default: the schema's `createForm.success`, else the
   * server's message, else 'Created'); a create sent for approval (202) says the server's words.
   */
  successMessage?: string;
}

/** "New staking plan": the declared title, else the singular record label, else the label. */
export const createTitleOf = (schema: ResourceSchema): string =>
  schema.createForm?.title ?? `New ${(schema.recordLabel ?? schema.label).toLowerCase()}`;

/**
 * The generic create form: every `create` field through inputFor, in the schema's sections,
 * validated by the declared rules. Pessimistic (react-admin's Create always waits for the
 * server); a 400 with `errors` shows each message under its input. Opens the new record after
 * (or `createForm.redirect`). With `createForm`, the submission is confirmed, stepped up and
 * idempotent (useGuardedCreate).
 */
export function SchemaCreate({ schema, children, successMessage }: SchemaCreateProps) {
  const notify = useNotify();
  // Our onSuccess replaces react-admin's default side effects: open the new record here.
  const redirect = useRedirect();
  const onFailure = (error: unknown) =>
    notify(errorMessageOf(error, schema.create?.errorMessage ?? 'Create failed!'), {
      type: 'error',
    });
  return (
    <Create
      resource={schema.name}
      title={createTitleOf(schema)}
      redirect={false}
      mutationOptions={{
        onSuccess: (data: RaRecord) => {
          const declared = successMessage ?? schema.createForm?.success;
          notify(successText(answerOf(data), declared, 'Created'), { type: 'success' });
          redirect(
            schema.createForm?.redirect ?? recordPathOf(schema, data.id) ?? listPathOf(schema),
          );
        },
        onError: onFailure,
      }}
    >
      <StepUpBeforeForm schema={schema}>
        {children ?? <CreateFormBody schema={schema} onFailure={onFailure} />}
      </StepUpBeforeForm>
    </Create>
  );
}

/** A form behind the step-up asks for the code before it shows; cancelling leaves the form. */
function StepUpBeforeForm({ schema, children }: { schema: ResourceSchema; children: ReactNode }) {
  const navigate = useNavigate();
  if (!schema.createForm?.stepUp) return <>{children}</>;
  const leave = () => {
    // Back where the admin came from (the Admins screen's "Invite admin"), else the list.
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (idx) navigate(-1);
    else navigate(listPathOf(schema));
  };
  return (
    <StepUpFirst purpose={createPurposeOf(schema.createForm)} onCancel={leave}>
      {children}
    </StepUpFirst>
  );
}

function CreateFormBody({
  schema,
  onFailure,
}: {
  schema: ResourceSchema;
  onFailure: (error: unknown) => void;
}) {
  const guard = useGuardedCreate(schema, onFailure);
  // Without `createForm` the form saves the react-admin way (its own onSubmit).
  const onSubmit = schema.createForm ? guard.onSubmit : undefined;
  return (
    <>
      {schema.sectionLayout === 'tabs' ? (
        <FormTabs schema={schema} view="create" onSubmit={onSubmit} />
      ) : (
        <SimpleForm
          toolbar={<FormToolbar schema={schema} saveLabel={schema.createForm?.submitLabel} />}
          onSubmit={onSubmit}
          validate={recordValidator(schema, 'create')}
        >
          {formSections(schema, 'create')}
        </SimpleForm>
      )}
      {schema.createForm ? <CreateGuardDialogs form={schema.createForm} guard={guard} /> : null}
    </>
  );
}
