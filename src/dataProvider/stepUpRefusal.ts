import { HttpError } from 'react-admin';
import { isStepUpRequiredAnswer } from '../contracts/stepUp';

/** The server refused for want of a live 2FA step-up (and for no other reason). */
export const isStepUpRefusal = (error: unknown): boolean =>
  error instanceof HttpError && isStepUpRequiredAnswer(error.status, error.message);
