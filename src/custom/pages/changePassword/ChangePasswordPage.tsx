import { CallForm, type CallFormSchema } from '../../../resources/shared/CallForm';
import type { FieldSchema } from '../../../resources/types';
import { isStrongPassword, passwordTexts } from '../../auth/passwordRules';
import { PasswordRulesList } from '../../auth/PasswordRulesList';

const password = (source: string, label: string, rest: Partial<FieldSchema>): FieldSchema => ({
  source,
  label,
  type: 'text',
  views: ['create'],
  secret: true,
  autoComplete: 'new-password',
  rules: { required: true },
  ...rest,
});

/** POST /admin/changePassword; the server re-checks the current password and revokes other sessions. */
const changePasswordForm: CallFormSchema = {
  title: 'Change password',
  intro: 'Changing it signs out your other sessions. This one stays signed in.',
  fields: [
    password('currentPassword', 'Current password', {
      autoComplete: 'current-password',
      messages: { required: 'Enter your current password.' },
    }),
    password('newPassword', 'New password', {
      messages: { required: passwordTexts.missing },
      check: (value, { currentPassword }) => {
        if (!isStrongPassword(String(value))) return passwordTexts.weak;
        if (value === currentPassword) return 'The new password must differ from the current one.';
        return undefined;
      },
      guide: ({ id, value }) => (
        <PasswordRulesList id={id} password={value} title="The new password needs:" />
      ),
    }),
    password('confirmPassword', 'Confirm new password', {
      messages: { required: passwordTexts.mismatch },
      check: (value, { newPassword }) =>
        value === newPassword ? undefined : passwordTexts.mismatch,
    }),
  ],
  endpoint: {
    method: 'POST',
    path: '/admin/changePassword',
    body: ({ currentPassword, newPassword }) => ({ currentPassword, newPassword }),
    errorMessage: 'Change Password failed!',
  },
  submit: { label: 'Change password', pending: 'Saving…' },
  success: 'Password changed. Your other sessions have been signed out.',
};

/** /admin/change-password: current password, the new one twice, the rules shown live. */
export default function ChangePasswordPage() {
  return <CallForm form={changePasswordForm} />;
}
