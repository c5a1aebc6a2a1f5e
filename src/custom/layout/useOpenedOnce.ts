import { useState } from 'react';

/**
 * True from the first time `open` is: a popup (menu, dialog) whose code loads on first open is
 * mounted from then on, so it closes with its transition and opens at once the next time.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
