import { createContext, useContext } from 'react';
import type { AuthPageLayout } from '../pageTypes';

/**
 * Which frame the current public route wears: one page component (ForgotPasswordPage) serves
 * both /forgot-password (padded) and /forget_password (plain), so the route decides, not the page.
 */
export const AuthPageLayoutContext = createContext<AuthPageLayout>('padded');

export const useAuthPageLayout = (): AuthPageLayout => useContext(AuthPageLayoutContext);
