import { leaveBootPromise } from './bootSignal';
import { bootFirstRows } from './firstRows';

// The boot script's entry (vite.config.ts builds it alone, as a classic script).
leaveBootPromise(bootFirstRows());
