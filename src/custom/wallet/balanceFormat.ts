/** Confetti is shown when the balance is above 0 (spec section 2, Balance modal). */
export const isPositiveBalance = (balance: number | string | null | undefined): boolean => {
  const value = Number(balance ?? 0);
  return Number.isFinite(value) && value > 0;
};
