import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import type { CallEndpoint, ExchangeDataProvider } from '../../../dataProvider';
import { isStrongPassword } from '../../auth/passwordRules';
import { PasswordRuleChecklist } from './PasswordRuleChecklist';
import { PasswordInput } from './PasswordInput';

export const CHANGE_PASSWORD_FAILED = 'Change Password failed!';
export const PASSWORD_CHANGED = 'Password changed. Your other sessions have been signed out.';

type Field = 'current' | 'next' | 'confirm';

/** POST /admin/changePassword; the server re-checks the current password and revokes other sessions. */
const changePasswordEndpoint: CallEndpoint<{ currentPassword: string; newPassword: string }> = {
  method: 'POST',
  path: '/admin/changePassword',
  body: (input) => input,
  errorMessage: CHANGE_PASSWORD_FAILED,
};

/** /admin/change-password: current password, the new one twice, the rules shown live. */
export default function ChangePasswordPage() {
  const notify = useNotify();
  const dataProvider = useDataProvider<ExchangeDataProvider>();
  const [values, setValues] = useState<Record<Field, string>>({
    current: '',
    next: '',
    confirm: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      dataProvider.call(changePasswordEndpoint, input),
    onSuccess: () => {
      setValues({ current: '', next: '', confirm: '' });
      setFieldErrors({});
      setFormError(null);
      notify(PASSWORD_CHANGED, { type: 'success' });
    },
    onError: (error) => {
      const message = error instanceof Error ? error.message : CHANGE_PASSWORD_FAILED;
      if (/current password/i.test(message)) setFieldErrors({ current: message });
      else setFormError(message);
    },
  });

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: Partial<Record<Field, string>> = {};
    if (!values.current) errors.current = 'Enter your current password.';
    if (!values.next) errors.next = 'Enter a new password.';
    else if (!isStrongPassword(values.next))
      errors.next = 'The new password does not meet every rule below.';
    else if (values.next === values.current)
      errors.next = 'The new password must differ from the current one.';
    if (!errors.next && values.confirm !== values.next)
      errors.confirm = 'The two new passwords do not match.';
    setFieldErrors(errors);
    setFormError(null);
    if (Object.keys(errors).length === 0)
      mutation.mutate({ currentPassword: values.current, newPassword: values.next });
  };

  return (
    <Box sx={{ maxWidth: 560, width: '100%', mx: 'auto' }}>
      <Title title="Change password" />
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        Change password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2.5 }}>
        Changing it signs out your other sessions. This one stays signed in.
      </Typography>
      <Card>
        <CardContent
          component="form"
          onSubmit={onSubmit}
          noValidate
          aria-busy={mutation.isPending}
          sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          <PasswordInput
            label="Current password"
            autoComplete="current-password"
            value={values.current}
            onChange={set('current')}
            error={fieldErrors.current}
          />
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            value={values.next}
            onChange={set('next')}
            error={fieldErrors.next}
            describedBy="new-password-rules"
          />
          <PasswordRuleChecklist id="new-password-rules" password={values.next} />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            value={values.confirm}
            onChange={set('confirm')}
            error={
              fieldErrors.confirm ??
              (values.confirm && values.confirm !== values.next
                ? 'The two new passwords do not match.'
                : undefined)
            }
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button type="submit" variant="contained" disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving…' : 'Change password'}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
