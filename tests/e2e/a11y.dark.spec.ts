import { scanEveryScreen } from './support/a11yScans';

// axe on every screen in the dark theme (the light one is a11y.light.spec.ts: the two files run at once).
scanEveryScreen('dark');
