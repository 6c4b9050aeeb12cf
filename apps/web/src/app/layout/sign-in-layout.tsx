// The signed-out layout: /sign-in and /not-found on a quiet branded background, with the language switch.
import Box from '@mui/material/Box';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { useScreenTitle } from '../../lib/screen-title';

export function SignInLayout() {
  useScreenTitle(useLocation().pathname, []);
  return (
    <Box
      component="main"
      sx={{
        position: 'relative',
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #062847 0%, #0b3d6e 45%, #f3f5f9 45.1%)',
      }}
    >
      <Box sx={{ position: 'absolute', top: 12, insetInlineEnd: 12, color: 'common.white' }}>
        <LanguageSwitch isSignedIn={false} />
      </Box>
      <Outlet />
    </Box>
  );
}
