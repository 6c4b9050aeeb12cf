// The portal's Material theme: a calm, high-contrast banking look, left to right or right to left.
import { createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-data-grid/themeAugmentation';

export const DRAWER_WIDTH = 240;
export const DRAWER_COLLAPSED_WIDTH = 64;

/** An icon that points a way (out, back, open): mirrored right to left, as the layout is. */
export const FLIP_IN_RTL = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;

const PRIMARY = '#0b3d6e';

/**
 * The keyboard's focus ring (WCAG 2.4.7, 1.4.11): 3 px of the primary blue, 11:1 against white and the page's
 * grey, drawn 2 px outside the control so a filled control (a contained button, the chosen menu entry) is ringed
 * by white and blue; white on the blue top bar. Material's own is a faint ripple.
 */
const focusRing = (color: string, offset: number) => ({
  outline: `3px solid ${color}`,
  outlineOffset: offset,
});

export const theme = createTheme({
  direction: 'ltr',
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, light: '#3a6597', dark: '#062847', contrastText: '#ffffff' },
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
    MuiAppBar: {
      defaultProps: { elevation: 0 },
      styleOverrides: { root: { '& .Mui-focusVisible, & :focus-visible': focusRing('#ffffff', 2) } },
    },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing(PRIMARY, 2) } } },
    // Inside their scrolling strip, where a ring outside would be cut off.
    MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing(PRIMARY, -3) } } },
    MuiLink: { styleOverrides: { root: { '&:focus-visible': focusRing(PRIMARY, 2) } } },
    MuiDataGrid: {
      styleOverrides: {
        root: {
          '& .MuiDataGrid-cell:focus, & .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus, & .MuiDataGrid-columnHeader:focus-within':
            focusRing(PRIMARY, -3),
          // A cell's value sets its own direction: a card number, a figure or a date reads left to right on
          // an Arabic page too (522483******2206 is not reordered around its stars), a name in Arabic right to
          // left.
          '& .MuiDataGrid-cell': { unicodeBidi: 'plaintext' },
        },
      },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'medium' } },
    MuiTooltip: { defaultProps: { arrow: true } },
  },
});

/** Arabic's theme: Material mirrors its own layout (the drawer on the right, the grid's columns from the right). */
export const rtlTheme: Theme = createTheme(theme, { direction: 'rtl' });
