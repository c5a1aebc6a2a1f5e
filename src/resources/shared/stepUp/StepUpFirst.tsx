import { useCallback, useState, type ReactNode } from 'react';
import { hasValidMarker } from './gateState';
import { StepUpPrompt } from './StepUpPrompt';

/**
 * A form behind the 2FA step-up asks for the code as it opens, before anything is typed: the
 * admin without 2FA is sent to turn it on with nothing to lose, and one whose verification runs
 * out while typing is asked again in a dialog over the form at the submission, its values kept.
 * Until verified, `children` is not rendered; cancelling calls `onCancel` (leave the form).
 */
export function StepUpFirst({
  purpose,
  onCancel,
  children,
}: {
  purpose: string;
  onCancel: () => void;
  children: ReactNode;
}) {
  const [live, setLive] = useState(() => hasValidMarker(window.sessionStorage));
  const onVerified = useCallback(() => setLive(true), []);
  if (live) return <>{children}</>;
  return <StepUpPrompt purpose={purpose} onVerified={onVerified} onCancel={onCancel} />;
}
