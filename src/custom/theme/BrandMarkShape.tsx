/**
 * The exchange's mark (a rising line on a rounded square, in the current colour), drawn inside a
 * 32 × 32 svg. Plain React: the sign-in pages draw it without MUI, the shell's top bar with it.
 */
export function BrandMarkShape() {
  return (
    <>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M9 20l5-5 4 4 6-8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  );
}
