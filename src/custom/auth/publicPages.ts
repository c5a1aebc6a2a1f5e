import { lazy } from 'react';
import { paths } from '../../config/paths';
import type { PublicPage } from '../pageTypes';

const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage'));

/** The other auth names: open signed in or not, without the padded layout. */
function plain(path: string, load: Parameters<typeof lazy>[0]): PublicPage {
  return { path, component: lazy(load), access: 'any', layout: 'plain' };
}

/**
 * The public pages (sign-in, password reset, invitation…), mounted by App outside the admin
 * shell. /login and /forgot-password have the padded layout; the other auth names are shown
 * without it.
 */
export const authPublicPages: PublicPage[] = [
  {
    path: paths.login,
    component: lazy(() => import('./LoginPage')),
    access: 'publicOnly',
    layout: 'padded',
  },
  {
    path: paths.forgotPassword,
    component: ForgotPasswordPage,
    access: 'publicOnly',
    layout: 'padded',
  },
  { path: paths.forgetPassword, component: ForgotPasswordPage, access: 'any', layout: 'plain' },
  plain(paths.resetPassword, () => import('./ResetPasswordPage')),
  plain(paths.otpValidation, () => import('./OtpValidationPage')),
  plain(paths.register, () => import('./RegisterPage')),
  plain(paths.registerSuccessful, () => import('./RegisterSuccessfulPage')),
  plain(paths.logout, () => import('./LogoutPage')),
];
