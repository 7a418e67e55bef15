import { describe, expect, it } from 'vitest';
import { createTheme, type ThemeOptions } from '@mui/material/styles';
import { darkThemeOptions, themeOptions } from '../theme/index.ts';
import { CssVarsProvider, useColorScheme } from './mui-theme-provider-with-vars.ts';

// MUI's ThemeProvider renders ThemeProviderNoVars for a theme without `colorSchemes` (and without `vars`), and
// only otherwise the CSS-variables provider this shim stands in for.
describe('CSS-variables provider shim', () => {
  it.each<[string, ThemeOptions]>([
    ['light', themeOptions],
    ['dark', darkThemeOptions],
  ])("the portal's %s theme is one MUI's ThemeProvider renders without CSS variables", (_name, options) => {
    const theme = createTheme(options);
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
  });

  it('refuses to render instead of silently dropping a theme with CSS variables', () => {
    expect(() => CssVarsProvider()).toThrow(/not supported/);
    expect(() => useColorScheme()).toThrow(/not supported/);
  });
});
