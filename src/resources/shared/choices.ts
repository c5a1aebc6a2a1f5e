import type { Choice } from '../types';

/** Identity document types, shared by the KYC screens and the user's KYC summary. */
export const documentTypeChoices: Choice[] = [
  { id: 'passport', name: 'Passport', color: 'default' },
  { id: 'national_id', name: 'National ID', color: 'default' },
  { id: 'driving_licence', name: 'Driving licence', color: 'default' },
];

export const choiceName = (choices: Choice[], id: string | null | undefined): string =>
  choices.find((choice) => choice.id === id)?.name ?? id ?? '—';
