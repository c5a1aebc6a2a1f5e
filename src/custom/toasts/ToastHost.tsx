import { useThemeMode } from '../theme/themeStore';
import {
  isToastHotkey,
  TOAST_AUTO_CLOSE_MS,
  TOAST_DRAG_PERCENT,
  TOAST_WIDTH_PX,
} from './constants';
import { useToastify } from './toastify';
import './toasts.css';

/**
 * The one toast container: the toast constants (constants.ts), and the app's theme. It renders
 * once the first toast has brought react-toastify (toastify.ts); that toast then shows in it.
 */
export function ToastHost() {
  const mode = useThemeMode();
  const toastify = useToastify();
  if (!toastify) return null;
  const { Slide, ToastContainer } = toastify;
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      draggable
      draggablePercent={TOAST_DRAG_PERCENT}
      hotKeys={isToastHotkey}
      aria-label="Notifications, Alt+T to focus"
      newestOnTop
      pauseOnFocusLoss
      pauseOnHover
      closeOnClick={false}
      transition={Slide}
      theme={mode}
      limit={5}
      // Below the admin's top bar, so a toast never hides the bell or the profile menu.
      style={{
        ['--toastify-toast-width' as string]: `${TOAST_WIDTH_PX}px`,
        ['--toastify-toast-top' as string]: 'calc(56px + 12px)',
      }}
    />
  );
}
