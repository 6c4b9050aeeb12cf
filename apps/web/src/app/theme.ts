// The portal's Material theme: a calm, high-contrast banking look.
import { createTheme } from '@mui/material/styles';

export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 64;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0b3d6e', light: '#3a6597', dark: '#062847', contrastText: '#ffffff' },
    secondary: { main: '#c8962d', contrastText: '#1b1b1b' },
    success: { main: '#2e7d32' },
    background: { default: '#f3f5f9', paper: '#ffffff' },
    text: { primary: '#1a2433', secondary: '#55606e' },
    divider: 'rgba(11, 61, 110, 0.12)',
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 500 },
    h2: { fontSize: '1.6rem', fontWeight: 500 },
    h3: { fontSize: '1.3rem', fontWeight: 500 },
    h4: { fontSize: '1.15rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'medium' } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});
