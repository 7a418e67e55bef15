import type { CheckboxProps } from '@mui/material/Checkbox';
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { translate } from '../i18n/translate.ts';
import { ROW_CHECKBOX_CLASS, ROW_MENU_BUTTON_CLASS } from './rowControlClasses.ts';

const shared = {
  shape: { borderRadius: 6 },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
} satisfies ThemeOptions;

// MUI puts a checkbox's aria-label on the wrapping span, where it labels nothing: carry it to the input.
const checkboxLabelOnInput = {
  input: (owner: CheckboxProps) => ({
    ...(owner.inputProps as object | undefined),
    'aria-label': owner.inputProps?.['aria-label'] ?? owner['aria-label'],
  }),
  root: () => ({ 'aria-label': undefined }),
};

// MUI shows keyboard focus only as a faint ripple, and a bare InputBase (the top-bar search) shows none.
function focusStyles(ring: string): ThemeOptions['components'] {
  const outline = { outline: `2px solid ${ring}`, outlineOffset: 2 };
  return {
    // no ripple: it redraws each list control around a click; keyboard focus shows the ring instead
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: { root: { '&.Mui-focusVisible': outline } },
    },
    MuiCheckbox: { defaultProps: { slotProps: checkboxLabelOnInput } },
    MuiSwitch: { styleOverrides: { switchBase: { '&.Mui-focusVisible': outline } } },
    MuiInputBase: {
      styleOverrides: {
        root: { '&.Mui-focused:not(.MuiOutlinedInput-root, .MuiFilledInput-root, .MuiInput-root)': outline },
      },
    },
    MuiCssBaseline: {
      styleOverrides: ({ palette }: Theme) => ({
        'a:focus-visible, [tabindex]:not(.MuiButtonBase-root):focus-visible': outline,
        [`.${ROW_CHECKBOX_CLASS}`]: {
          width: 18,
          height: 18,
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
    // a progress bar needs an accessible name; react-admin renders MUI's without one
    MuiCircularProgress: { defaultProps: { 'aria-label': translate('app.common.loading') } },
    MuiLinearProgress: { defaultProps: { 'aria-label': translate('app.common.loading') } },
    // the portal renders only in a browser: answer on the first render instead of correcting in an effect
    MuiUseMediaQuery: { defaultProps: { noSsr: true } },
  };
}

export const themeOptions: ThemeOptions = {
  ...shared,
  palette: {
    mode: 'light',
    primary: { main: '#2f4f8a' },
    secondary: { main: '#e36b2c' },
    // darker than MUI's red, for WCAG AA contrast on the tinted bulk-actions bar
    error: { main: '#b71c1c' },
    warning: { main: '#b45309' },
    background: { default: '#f5f6fa' },
  },
  components: focusStyles('#2f4f8a'),
};

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
