/** How toasts look and last, for every screen alike. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_WIDTH_PX = 320;
/** A drag over this percentage of the toast's width dismisses it. */
export const TOAST_DRAG_PERCENT = 80;
/** Alt+T moves the keyboard focus to the toasts. */
export const TOAST_HOTKEY_LABEL = 'Alt+T';
export const isToastHotkey = (event: Pick<KeyboardEvent, 'altKey' | 'code'>): boolean =>
  event.altKey && event.code === 'KeyT';
