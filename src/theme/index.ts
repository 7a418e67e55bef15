import type { CheckboxProps } from '@mui/material/Checkbox';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { translate } from '../i18n/translate.ts';
import { ROW_CHECKBOX_CLASS, ROW_MENU_BUTTON_CLASS } from './rowControlClasses.ts';

const shared = {
  shape: { borderRadius: 6 },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
} satisfies ThemeOptions;

/**
 * A label given to a checkbox as `aria-label` belongs on its input, which assistive technology reads; MUI puts it
 * on the wrapping span, where it is not allowed and labels nothing (react-admin's row checkboxes, 'Select this
 * row', are given theirs that way). Checkbox reads an `inputProps` only without `slotProps.input`, so those are
 * carried over.
 */
const checkboxLabelOnInput = {
  input: (owner: CheckboxProps) => ({
    ...(owner.inputProps as object | undefined),
    'aria-label': owner.inputProps?.['aria-label'] ?? owner['aria-label'],
  }),
  root: () => ({ 'aria-label': undefined }),
};

/**
 * A visible focus ring on every control reached by keyboard: MUI marks keyboard focus with
 * `Mui-focusVisible` on buttons, menu items, checkboxes, switches, tabs and icon buttons, but shows it only as a
 * faint ripple; a bare InputBase (the top-bar search) shows nothing at all. Outlined, filled and standard text
 * fields already draw a 2px focus border, so they keep theirs. Inside the app bar the ring takes the bar's text
 * colour (PortalAppBar), since the page's ring colour would not show on the bar.
 */
function focusStyles(ring: string): ThemeOptions['components'] {
  const outline = { outline: `2px solid ${ring}`, outlineOffset: 2 };
  return {
    // No ripple: each press of a list control (page, sort, tab, checkbox) rendered and committed its ripple several
    // times around the click, inside the few frames a list interaction has. The hover and selected
    // backgrounds stay, and keyboard focus shows the ring below instead of the focus ripple.
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': outline } },
    },
    MuiCheckbox: { defaultProps: { slotProps: checkboxLabelOnInput } },
    // a checkbox or switch is a ButtonBase inside a span: its input takes the focus
    MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible': outline } } },
    MuiInputBase: {
      styleOverrides: {
        root: { '&.Mui-focused:not(.MuiOutlinedInput-root, .MuiFilledInput-root, .MuiInput-root)': outline },
      },
    },
    MuiCssBaseline: {
      // the palette's own action colours (IconButton's), read from the theme this override is built into
      styleOverrides: ({ palette }: Theme) => ({
        'a:focus-visible, [tabindex]:not(.MuiButtonBase-root):focus-visible': outline,
        // The row controls of the lists (src/components/rowControls.tsx), styled once here for every row.
        [`.${ROW_CHECKBOX_CLASS}`]: {
          width: 18,
          height: 18,
          // as the header's select-all box (MUI's 18px box in its 24px icon, without padding)
          margin: '11px 3px',
          verticalAlign: 'middle',
          accentColor: ring,
          colorScheme: palette.mode,
          cursor: 'pointer',
          '&:focus-visible': outline,
        },
        [`.${ROW_MENU_BUTTON_CLASS}`]: {
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: 8,
          border: 0,
          borderRadius: '50%',
          background: 'transparent',
          color: palette.action.active,
          cursor: 'pointer',
          '&.small': { padding: 5 },
          '&:hover': { background: palette.action.hover },
          '&:focus-visible': outline,
          '&:disabled': { cursor: 'default', color: palette.action.disabled, background: 'transparent' },
        },
      }),
    },
    // a progress bar needs a name for screen readers (axe aria-progressbar-name); react-admin's own loading
    // indicator and list loaders render MUI's without one
    MuiCircularProgress: { defaultProps: { 'aria-label': translate('app.common.loading') } },
    MuiLinearProgress: { defaultProps: { 'aria-label': translate('app.common.loading') } },
    // Media queries answer on the first render (the portal renders only in a browser). MUI's default first
    // renders as if nothing matched and corrects itself in an effect: one more render of the whole layout (app
    // bar, menu, sidebar) on every screen's first load.
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
  };
}

/** The portal's palette, shared by the login page and react-admin's <Admin theme>. */
export const themeOptions: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#2f4f8a' },
    secondary: { main: '#e36b2c' },
    // darker than MUI's red, so error text keeps 4.5:1 on the tinted bulk-actions bar (axe, WCAG AA)
    error: { main: '#b71c1c' },
    // likewise for warning chips (white text on MUI's orange is 2.9:1; on this amber 5:1)
    warning: { main: '#b45309' },
    background: { default: '#f5f6fa' },
  },
  components: focusStyles('#2f4f8a'),
};

/** react-admin's <Admin darkTheme>: the same brand in lighter tones that keep their contrast on dark surfaces. */
export const darkThemeOptions: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'dark',
    primary: { main: '#9db4e0' },
    secondary: { main: '#f0a274' },
  },
  components: focusStyles('#9db4e0'),
};

export const theme = createTheme(themeOptions);
