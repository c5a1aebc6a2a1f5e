/**
 * Read by screen readers, not drawn: a heading or label that the screen already shows another way
 * (a list's title sits in the top bar). The usual clip pattern, as MUI's own visuallyHidden.
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
