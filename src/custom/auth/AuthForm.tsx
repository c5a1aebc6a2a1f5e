import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { Link } from '../routing/router';
import { AuthMessage } from './AuthLayout';
import type { AuthFailure } from './useAuthSubmit';

/** A public page's form: its error above it, busy while pending, and one submit button. */
export function AuthForm({
  form: { error, pending },
  onSubmit,
  labels,
  children,
}: {
  /** The page's submit state (useAuthSubmit). */
  form: { error: AuthFailure | null; pending: boolean };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  labels: { submit: string; submitting: string };
  children: ReactNode;
}) {
  return (
    <>
      {error ? (
        <AuthMessage kind="error">
          {error.hint ? (
            <>
              <span className="auth-message-text">{error.message}</span>
              <span className="auth-message-hint">{error.hint}</span>
            </>
          ) : (
            error.message
          )}
        </AuthMessage>
      ) : null}
      <form className="auth-form" onSubmit={onSubmit} noValidate aria-busy={pending}>
        {children}
        <button type="submit" className="auth-submit" disabled={pending}>
          {pending ? labels.submitting : labels.submit}
        </button>
      </form>
    </>
  );
}

type AuthFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  children?: ReactNode;
};

/** A labelled input of a public form; `children` follow the input (e.g. its error). */
export function AuthField({ label, children, ...input }: AuthFieldProps) {
  return (
    <div className="auth-field">
      <label htmlFor={input.id}>{label}</label>
      <input {...input} />
      {children}
    </div>
  );
}

/** The e-mail of a public form, named so the browser's saved sign-in fills it. */
export function AuthEmailField(props: Omit<AuthFieldProps, 'name' | 'type' | 'autoComplete'>) {
  return <AuthField name="email" type="email" autoComplete="username" {...props} />;
}

/** A new password (or its confirmation): the browser offers to generate and save it. */
export function AuthNewPasswordField(props: Omit<AuthFieldProps, 'type' | 'autoComplete'>) {
  return <AuthField type="password" autoComplete="new-password" required {...props} />;
}

/** The way out under a public page's card (back to sign-in, ask for a new link). */
export function AuthAltLink({
  to,
  state,
  children,
}: {
  to: string;
  state?: unknown;
  children: ReactNode;
}) {
  return (
    <p className="auth-alt">
      <Link className="auth-link" to={to} state={state}>
        {children}
      </Link>
    </p>
  );
}
