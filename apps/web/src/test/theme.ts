// The app's theme without motion, for component tests: no ripples, no transitions. jsdom has no layout to
// animate, and every ripple or transition is a timer and extra renders the tests would wait through.
import { createTheme } from '@mui/material/styles';
import { theme } from '../app/theme';

export const testTheme = createTheme(theme, {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
});
