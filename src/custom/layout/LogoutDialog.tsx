import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useOpenedOnce } from './useOpenedOnce';

// The confirmation's code (MUI Dialog, Modal) loads when it first opens, not with the shell.
const LogoutConfirm = lazy(() => import('./LogoutConfirm'));

interface LogoutDialogApi {
  open: () => void;
  isOpen: boolean;
}

const LogoutDialogContext = createContext<LogoutDialogApi | null>(null);

/** Opens the logout confirmation (spec popup state `isOpen`) from any screen inside the shell. */
export function useLogoutDialog(): LogoutDialogApi {
  const api = useContext(LogoutDialogContext);
  if (!api)
    throw new Error('useLogoutDialog must be used inside the admin layout (LogoutDialogProvider).');
  return api;
}

export function LogoutDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const api = useMemo(() => ({ open, isOpen }), [open, isOpen]);
  const opened = useOpenedOnce(isOpen);
  return (
    <LogoutDialogContext.Provider value={api}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <LogoutConfirm open={isOpen} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </LogoutDialogContext.Provider>
  );
}
