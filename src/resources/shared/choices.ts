import type { Choice } from '../types';

/** Identity document types, shared by the KYC screens and the user's KYC summary. */
export const documentTypeChoices: Choice[] = [
  { id: 'passport', name: 'Passport', color: 'default' },
  { id: 'national_id', name: 'National ID', color: 'default' },
  { id: 'driving_licence', name: 'Driving licence', color: 'default' },
];

/** Something the admin can pause and resume (a staking plan, a trade pair). */
export const activePausedChoices: Choice[] = [
  { id: 'active', name: 'Active', color: 'success' },
  { id: 'paused', name: 'Paused', color: 'warning' },
];

/** A KYC submission's review status (the KYC screens). */
export const kycStatusChoices: Choice[] = [
  { id: 'pending', name: 'Pending', color: 'warning' },
  { id: 'approved', name: 'Approved', color: 'success' },
  { id: 'rejected', name: 'Rejected', color: 'error' },
];

/** A user's KYC status: their latest submission's, or none yet. */
export const userKycStatusChoices: Choice[] = [
  { id: 'not_submitted', name: 'Not submitted', color: 'default' },
  ...kycStatusChoices,
];

export const choiceName = (choices: Choice[], id: string | null | undefined): string =>
  choices.find((choice) => choice.id === id)?.name ?? id ?? '—';
