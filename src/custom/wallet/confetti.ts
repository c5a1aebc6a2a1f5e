/** The Balance modal shows confetti when the balance is above 0. */
export const isPositiveBalance = (balance: number | string | null | undefined): boolean => {
  const value = Number(balance ?? 0);
  return Number.isFinite(value) && value > 0;
};

/** Confetti for a funded wallet, unless the admin asked the system for reduced motion. */
export function celebrate(): void {
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  if (reduced) return;
  void import('canvas-confetti')
    .then(({ default: confetti }) =>
      // Above MUI dialogs (z-index 1300).
      confetti({
        particleCount: 120,
        spread: 75,
        startVelocity: 35,
        origin: { y: 0.35 },
        zIndex: 2000,
        disableForReducedMotion: true,
      }),
    )
    .catch(() => undefined);
}
