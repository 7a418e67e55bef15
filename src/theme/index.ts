import { createTheme } from '@mui/material/styles';

/** The portal's palette, shared by the login page and react-admin's <Admin theme>. */
export const themeOptions = {
  palette: {
    primary: { main: '#2f4f8a' },
    secondary: { main: '#e36b2c' },
    background: { default: '#f5f6fa' },
  },
  shape: { borderRadius: 6 },
  typography: { fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif' },
};
export const theme = createTheme(themeOptions);
