/**
 * MUI's CSS-variables theme provider as the portal uses it: not at all. The portal's theme (src/theme/index.ts) is
 * a plain `createTheme` theme without `colorSchemes` or `cssVariables`, for which MUI's ThemeProvider renders
 * ThemeProviderNoVars; react-admin never asks for the variables provider or `useColorScheme` either. MUI builds its
 * variables provider when the module loads, so it stayed in every page (about 4 KB gzip, the login page too)
 * although never rendered. vite.config.ts resolves MUI's `./ThemeProviderWithVars.js` to this module. A theme with
 * CSS variables would fail loudly here rather than silently lose them: then drop the alias.
 */
function unsupported(): never {
  throw new Error('CSS-variables themes are not supported: remove the ThemeProviderWithVars alias in vite.config.ts.');
}

export const CssVarsProvider = unsupported;
export const Experimental_CssVarsProvider = unsupported;
export const useColorScheme = unsupported;
export const getInitColorSchemeScript = unsupported;
