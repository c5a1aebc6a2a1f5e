import { useCallback, useEffect, useId, useState, type MouseEvent } from 'react';
import { whenIdle } from '../../resources/shared/whenIdle';

/**
 * A top-bar button and the menu it opens. The menu's code (`load`) is fetched when the browser
 * is first idle, or as soon as a pointer or the focus reaches the button, and the menu is then
 * mounted closed (`opened`), so a first click opens it at once instead of waiting on a download
 * (~450 ms on a new tab). `opened` stays true, so the menu closes with its transition too.
 */
export function usePopupMenu(load: () => Promise<unknown>) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const open = Boolean(anchor);
  if (open && !opened) setOpened(true);
  const warm = useCallback(() => {
    load()
      .then(() => setOpened(true))
      .catch(() => undefined); // offline: the click loads it again, with its Suspense
  }, [load]);
  useEffect(() => whenIdle(warm), [warm]);
  return {
    opened: opened || open,
    button: {
      'aria-haspopup': 'true' as const,
      'aria-expanded': open,
      'aria-controls': open ? id : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
      onPointerEnter: warm,
      onFocus: warm,
    },
    menu: { id, anchorEl: anchor, open, onClose: () => setAnchor(null) },
  };
}

export type PopupMenuProps = ReturnType<typeof usePopupMenu>['menu'];
