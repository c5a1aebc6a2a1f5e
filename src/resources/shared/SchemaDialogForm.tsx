import type { ReactNode } from 'react';
import { Button, Dialog } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  CreateBase,
  EditBase,
  SaveButton,
  SimpleForm,
  Toolbar,
  useEditContext,
  useNotify,
  useRefresh,
} from 'react-admin';
import type { ResourceSchema } from '../types';
import { ClosableDialogTitle } from './ClosableDialogTitle';
import { DetailSkeleton, keepErrorOnScreen } from './DetailStates';
import { ErrorState, errorMessageOf } from './ErrorState';
import { listPathOf } from './routes';
import { formSections } from './sections';
import { recordValidator } from './recordRules';

export type DialogMode = { kind: 'create' } | { kind: 'edit'; id: string } | null;

/**
 * Which dialog the URL asks for: /admin/<name>/create creates, /admin/<name>/<id> edits, the list
 * itself (or a deeper path such as <id>/show) opens none.
 */
export function dialogModeOf(schema: Pick<ResourceSchema, 'name'>, pathname: string): DialogMode {
  const base = `${listPathOf(schema)}/`;
  if (!pathname.startsWith(base)) return null;
  const rest = pathname.slice(base.length).replace(/\/$/, '');
  if (rest === '' || rest.includes('/')) return null;
  if (rest === 'create') return { kind: 'create' };
  return { kind: 'edit', id: decodeURIComponent(rest) };
}

/** A required select starts on its first choice (e.g. a new category is active). */
export function createDefaultsOf(schema: ResourceSchema): Record<string, unknown> {
  return Object.fromEntries(
    schema.fields
      .filter((f) => f.views.includes('create') && f.type === 'status' && f.choices?.length)
      .filter((f) => f.required || f.rules?.required)
      .map((f) => [f.source, f.choices?.[0].id]),
  );
}

/**
 * Create and edit of a `form: 'dialog'` resource, in a dialog over its list (mounted beside
 * SchemaList by resolveScreens). The same inputs, field rules and pessimistic save as SchemaCreate
 * and SchemaEdit; a server's `errors` show under their inputs and what was typed stays. Success
 * closes the dialog and refreshes the list. The dialog lives in the URL, so reload and links work.
 */
export function SchemaDialogForm({ schema }: { schema: ResourceSchema }) {
  const location = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const refresh = useRefresh();
  const mode = dialogModeOf(schema, location.pathname);
  const recordName = schema.recordName ?? schema.label.toLowerCase();
  // Back to the list; react-admin restores its page, sort and filters from its store.
  const close = () => navigate(listPathOf(schema));
  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
    close();
  };
  // Per-field errors show under their inputs (react-admin adds its "form is not valid" toast);
  // any other failure is toasted with the server's message.
  const failed = (fallback: string) => (error: unknown) => {
    if ((error as { body?: { errors?: unknown } } | null)?.body?.errors) return;
    notify(errorMessageOf(error, fallback), { type: 'error' });
  };
  const titleId = `${schema.name.replace(/\W/g, '-')}-dialog-title`;

  let body: ReactNode = null;
  if (mode?.kind === 'create')
    body = (
      <CreateBase
        resource={schema.name}
        redirect={false}
        mutationOptions={{
          onSuccess: () => done(`${capitalise(recordName)} created`),
          onError: failed(schema.create?.errorMessage ?? 'Create failed!'),
        }}
      >
        <SimpleForm
          defaultValues={createDefaultsOf(schema)}
          toolbar={<DialogToolbar onCancel={close} />}
          validate={recordValidator(schema, 'create')}
        >
          {formSections(schema, 'create')}
        </SimpleForm>
      </CreateBase>
    );
  if (mode?.kind === 'edit')
    body = (
      <EditBase
        resource={schema.name}
        id={mode.id}
        redirect={false}
        mutationMode="pessimistic"
        queryOptions={keepErrorOnScreen}
        mutationOptions={{
          onSuccess: () => done('Changes saved'),
          onError: failed(schema.update?.errorMessage ?? 'Update failed!'),
        }}
      >
        <EditDialogBody schema={schema} onCancel={close} />
      </EditBase>
    );

  return (
    <Dialog open={mode !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <ClosableDialogTitle id={titleId} onClose={close}>
        {mode?.kind === 'edit' ? `Edit ${recordName}` : `New ${recordName}`}
      </ClosableDialogTitle>
      {body}
    </Dialog>
  );
}

function EditDialogBody({ schema, onCancel }: { schema: ResourceSchema; onCancel: () => void }) {
  const { isPending, error, record, refetch } = useEditContext();
  if (isPending && !record) return <DetailSkeleton rows={3} />;
  if (error || !record)
    return (
      <ErrorState title="Could not load the record" error={error} onRetry={() => void refetch()} />
    );
  return (
    <SimpleForm
      toolbar={<DialogToolbar onCancel={onCancel} />}
      validate={recordValidator(schema, 'edit')}
    >
      {formSections(schema, 'edit')}
    </SimpleForm>
  );
}

function DialogToolbar({ onCancel }: { onCancel: () => void }) {
  return (
    <Toolbar sx={{ justifyContent: 'flex-end', gap: 1 }}>
      <Button onClick={onCancel}>Cancel</Button>
      <SaveButton />
    </Toolbar>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
