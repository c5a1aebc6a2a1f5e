import { lazy } from 'react';
import { paths } from '../../config/paths';
import type { PublicPage } from '../pageTypes';

const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage'));

/**
 * The public pages (spec section 2), mounted by App outside the admin shell. /login and
 * /forgot-password have the padded layout; the other auth names are shown without it.
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
  {
    path: paths.resetPassword,
    component: lazy(() => import('./ResetPasswordPage')),
    access: 'any',
    layout: 'plain',
  },
  {
    path: paths.otpValidation,
    component: lazy(() => import('./OtpValidationPage')),
    access: 'any',
    layout: 'plain',
  },
  {
    path: paths.register,
    component: lazy(() => import('./RegisterPage')),
    access: 'any',
    layout: 'plain',
  },
  {
    path: paths.registerSuccessful,
    component: lazy(() => import('./RegisterSuccessfulPage')),
    access: 'any',
    layout: 'plain',
  },
  {
    path: paths.logout,
    component: lazy(() => import('./LogoutPage')),
    access: 'any',
    layout: 'plain',
  },
];
