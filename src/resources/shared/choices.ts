import type { Choice } from '../types';

/**
 * A choice list from each id's chip colour, in order. The label is the id in words ('waiting_on_user'
 * → 'Waiting on user') unless `names` gives another one.
 */
export function choicesOf(
  colors: Record<string, NonNullable<Choice['color']>>,
  names: Record<string, string> = {},
): Choice[] {
  return Object.entries(colors).map(([id, color]) => ({
    id,
    name: names[id] ?? idInWords(id),
    color,
  }));
}

const idInWords = (id: string) => {
  const words = id.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Identity document types, shared by the KYC screens and the user's KYC summary. */
export const documentTypeChoices: Choice[] = choicesOf(
  { passport: 'default', national_id: 'default', driving_licence: 'default' },
  { national_id: 'National ID' },
);

/** Something the admin can pause and resume (a staking plan, a trade pair). */
export const activePausedChoices: Choice[] = choicesOf({ active: 'success', paused: 'warning' });

/** A KYC submission's review status (the KYC screens). */
export const kycStatusChoices: Choice[] = choicesOf({
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
});

/** A user's KYC status: their latest submission's, or none yet. */
export const userKycStatusChoices: Choice[] = [
  { id: 'not_submitted', name: 'Not submitted', color: 'default' },
  ...kycStatusChoices,
];

export const choiceName = (choices: Choice[], id: string | null | undefined): string =>
  choices.find((choice) => choice.id === id)?.name ?? id ?? '—';
