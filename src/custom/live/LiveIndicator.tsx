import { useSyncExternalStore } from 'react';
import { Box } from '@mui/material';
import { Hint } from '../../resources/shared/Hint';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import { shellTexts } from '../layout/shellTexts';
import { useLiveStream } from './LiveUpdates';
import type { LiveStatus } from '../../dataProvider/liveStream';

const connecting = (): LiveStatus => 'connecting';
const never = () => () => undefined;

/**
 * Quiet while live updates flow: nothing shows. When the stream dropped and is waiting to
 * reconnect, an icon says so (the screens still work; they just do not move by themselves).
 */
export function LiveIndicator() {
  const stream = useLiveStream();
  const status = useSyncExternalStore(stream?.subscribe ?? never, stream?.getStatus ?? connecting);
  if (status !== 'off') return null;
  return (
    <Hint title={shellTexts.liveOff}>
      <Box
        role="status"
        aria-label={shellTexts.liveOff}
        tabIndex={0}
        sx={{ display: 'inline-flex', color: 'warning.main', opacity: 0.85, px: 0.5 }}
      >
        <CloudOffOutlinedIcon fontSize="small" />
      </Box>
    </Hint>
  );
}
