import QRCode from 'qrcode';
import { adminProfileQuery } from '../../authProvider/adminProfileQuery';
import type { CallEndpoint } from '../../dataProvider';
import { errors } from '../../messages/catalogue';
import type { CallFormSchema } from '../../resources/shared/CallForm';
import { clearMarker } from '../../resources/shared/stepUp/gateState';
import { WALLET_TOAST_MS } from '../../resources/shared/useToast';
import { twoFactorLabels as labels } from './labels';

/** A pending 2FA setup: the secret for manual entry, its otpauth URL as an SVG QR code (or ''). */
export interface TwoFactorSetup {
  secret: string;
  qr: string;
}

type Values = Record<string, unknown>;
const { verify, generate, generateNoResponse, verifyNoResponse, disableNoResponse } =
  errors.twoFactor;

/** The admin's own 2FA calls (set up, confirm, disable) with their default error messages. */
const post = (
  path: string,
  errorMessage: string,
  noResponseMessage: string,
  body?: (values: Values) => unknown,
): CallEndpoint<Values> => ({ method: 'POST', path, errorMessage, noResponseMessage, body });

/** Failures are toasted, and every toast closes after 3000 ms, as the wallet's 2FA gate's. */
const policy = { failure: 'toast', toastMs: WALLET_TOAST_MS } as const;

/**
 * A current code sent by one call: checked before sending; a refusal shows the server's message
 * under the input (and as a toast) and empties it; a success refetches the admin's profile.
 */
const codeForm = (form: Omit<CallFormSchema, 'fields' | 'policy'>): CallFormSchema => ({
  fields: [{ source: 'code', label: labels.codeLabel, type: 'text', views: ['create'], otp: true }],
  row: true,
  clear: ['code'],
  failureUnder: 'code',
  policy: { ...policy, invalidate: [adminProfileQuery.queryKey] },
  ...form,
});

/** 2FA off: the button that asks for a pending secret, handed to `started` with its QR code. */
export const startForm = (started: (setup: TwoFactorSetup) => void): CallFormSchema => ({
  title: labels.start,
  fields: [],
  row: true,
  endpoint: post('/admin/adminEnable2fa', generate, generateNoResponse),
  policy,
  submit: { label: labels.start, pending: labels.starting },
  success: '',
  done: ({ result }) => {
    const { secret, otpauth_url: url } = result as { secret: string; otpauth_url: string };
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`)
      .catch(() => '')
      .then((qr) => started({ secret, qr }));
  },
});

/** Turns 2FA on with a current code of the pending secret. */
export const confirmForm = (cancel: () => void): CallFormSchema =>
  codeForm({
    title: labels.step2,
    endpoint: post('/admin/adminConfirm2fa', verify, verifyNoResponse, ({ code }) => ({ code })),
    submit: { label: labels.confirm, pending: labels.confirming },
    cancel: { label: labels.cancel, onClick: cancel },
    success: (envelope) => envelope.message || labels.enabledToast,
  });

/** 2FA on: turning it off takes a current code and a confirmation. */
export const disableForm = codeForm({
  title: labels.disableTitle,
  intro: labels.disableBody,
  endpoint: post('/admin/admindisable2fa', verify, disableNoResponse, ({ code }) => ({
    secret: code,
  })),
  confirm: {
    title: labels.confirmDisableTitle,
    text: () => labels.confirmDisableBody,
    label: labels.disable,
    color: 'warning',
  },
  submit: { label: labels.disable, pending: labels.disabling, destructive: true },
  success: (envelope) => envelope.message || labels.disabledToast,
  // The server drops every wallet step-up with 2FA: so does the browser's gate.
  done: () => clearMarker(window.sessionStorage),
});
