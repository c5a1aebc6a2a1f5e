import { useLayoutEffect } from 'react';
import { IconButton } from '@mui/material';
import { Hint } from './Hint';
import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import { useTheme as useRaTheme } from 'react-admin';
import { toggleTheme, useThemeMode } from '../theme/themeStore';
import { shellTexts } from './shellTexts';

/** Switches dark/light in the app's theme store (saved, `dark` class); react-admin follows. */
export function ThemeToggle() {
  const mode = useThemeMode();
  const label = mode === 'dark' ? shellTexts.themeToLight : shellTexts.themeToDark;
  return (
    <Hint title={label}>
      <IconButton color="inherit" aria-label={label} onClick={toggleTheme}>
        {mode === 'dark' ? <LightModeOutlinedIcon /> : <DarkModeOutlinedIcon />}
      </IconButton>
    </Hint>
  );
}

/** Keeps react-admin's theme mode (its own store) equal to the app's theme store. */
export function ThemeSync() {
  const mode = useThemeMode();
  const [raMode, setRaMode] = useRaTheme();
  // Before paint, so a theme chosen on the login page never flashes the other one.
  useLayoutEffect(() => {
    if (raMode !== mode) setRaMode(mode);
  }, [mode, raMode, setRaMode]);
  return null;
}
