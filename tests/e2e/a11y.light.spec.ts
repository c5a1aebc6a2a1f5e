import { scanEveryScreen } from './support/a11yScans';

// axe on every screen in the light theme (the dark one is a11y.dark.spec.ts: the two files run at once).
scanEveryScreen('light');
