/** The exchange's response envelope, `{ success, result, message }`: every answer of the API. */
export interface Envelope<T = unknown> {
  success: boolean;
  result?: T;
  message?: string;
  /** Field-level validation errors on a 400: react-admin shows them under the inputs. */
  errors?: Record<string, unknown>;
  /** Login answers carry `auth`, `token`, `otpToken` at the top level. */
  [extra: string]: unknown;
}
