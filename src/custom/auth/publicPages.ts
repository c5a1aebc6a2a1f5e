import { lazy } from 'react';
import { paths } from '../../config/paths';
import type { PublicPage } from '../pageTypes';

const ForgotPasswordPage = lazy(() => import('./ForgotPasswordPage'));

/** The public pages (spec section 2), mounted by App outside the admin shell. */
export const authPublicPages: PublicPage[] = [
  { path: paths.login, component: lazy(() => import('./LoginPage')), access: 'publicOnly' },
  { path: paths.forgotPassword, component: ForgotPasswordPage, access: 'publicOnly' },
  { path: paths.forgetPassword, component: ForgotPasswordPage, access: 'any' },
  {
    path: paths.resetPassword,
    component: lazy(() => import('./ResetPasswordPage')),
    access: 'any',
  },
  {
    path: paths.otpValidation,
    component: lazy(() => import('./OtpValidationPage')),
    access: 'any',
  },
  { path: paths.register, component: lazy(() => import('./RegisterPage')), access: 'any' },
  {
    path: paths.registerSuccessful,
    component: lazy(() => import('./RegisterSuccessfulPage')),
    access: 'any',
  },
  { path: paths.logout, component: lazy(() => import('./LogoutPage')), access: 'any' },
];
