import { useId, useState, type MouseEvent } from 'react';

/**
 * A top-bar button and the menu it opens, whose code loads on its first opening: `opened` stays
 * true from then on, so the menu closes with its transition and opens at once the next time.
 */
export function usePopupMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const open = Boolean(anchor);
  if (open && !opened) setOpened(true);
  return {
    opened: opened || open,
    button: {
      'aria-haspopup': 'true' as const,
      'aria-expanded': open,
      'aria-controls': open ? id : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menu: { id, anchorEl: anchor, open, onClose: () => setAnchor(null) },
  };
}

export type PopupMenuProps = ReturnType<typeof usePopupMenu>['menu'];
