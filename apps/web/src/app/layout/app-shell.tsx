// The shell around signed-in pages: a skip link, the top bar with the title and Log out, and the side menu —
// a rail that collapses on a desktop, a drawer behind the top bar's button below 900 px.
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { LanguageSwitch } from '../../components/language-switch';
import { getConfig } from '../../lib/config';
import { roleNamesOf } from '../../lib/current-user';
import { useScreenTitle } from '../../lib/screen-title';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH, FLIP_IN_RTL } from '../theme';
import { SideMenu } from './side-menu';
import { SidePanel } from './side-panel';
import { SkipLink, useHeadingFocusOnNavigation } from './page-focus';
import { useLogOut } from './use-log-out';

const MENU_ID = 'main-menu';

/** The shell; without a user yet (still loading) it is the frame alone: top bar, an empty menu, the page. */
export function AppShell({ user, children }: { user: SelfInfo | null; children: ReactNode }) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [isExpanded, setIsExpanded] = useState(true);
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const { logOut, isLoggingOut } = useLogOut();
  const { pathname } = useLocation();
  // A screen's code still on its way: the old screen stays, and the bar says the new one is coming.
  const isLoadingScreen = useNavigation().state === 'loading';
  const roles = user ? roleNamesOf(user) : [];
  useScreenTitle(pathname, roles);
  const mainRef = useHeadingFocusOnNavigation(pathname);
  const { bankName } = getConfig();
  const width = isExpanded ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;

  const menu = (isFull: boolean) => (
    <>
      <Toolbar />
      {user && isFull && (
        <>
          <SidePanel user={user} />
          <Divider />
        </>
      )}
      {user && (
        <Box sx={{ pt: 1 }}>
          <SideMenu roles={roles} isExpanded={isFull} onChoose={() => setIsMenuOpen(false)} />
        </Box>
      )}
    </>
  );
  const logOutProps = {
    color: 'inherit',
    onClick: () => void logOut(),
    disabled: isLoggingOut || !user,
  } as const;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink target={mainRef} />
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 1, sm: 2 } }}>
          {isPhone ? (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={isMenuOpen ? t('Close menu') : t('Open menu')}
              aria-controls={MENU_ID}
              aria-expanded={isMenuOpen}
              onClick={() => setIsMenuOpen((open) => !open)}
            >
              {isMenuOpen ? <MenuOpenIcon sx={FLIP_IN_RTL} /> : <MenuIcon />}
            </IconButton>
          ) : (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={isExpanded ? t('Collapse menu') : t('Expand menu')}
              aria-controls={MENU_ID}
              aria-expanded={isExpanded}
              onClick={() => setIsExpanded((expanded) => !expanded)}
            >
              {isExpanded ? <MenuOpenIcon sx={FLIP_IN_RTL} /> : <MenuIcon />}
            </IconButton>
          )}
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontWeight: 500 }}>
            {t('{{bankName}} Merchant Portal', { bankName })}
          </Typography>
          <LanguageSwitch isSignedIn={user !== null} isCompact={isPhone} />
          {isPhone ? (
            <IconButton {...logOutProps} edge="end" aria-label={t('Log out')}>
              <LogoutIcon sx={FLIP_IN_RTL} />
            </IconButton>
          ) : (
            <Button
              {...logOutProps}
              variant="outlined"
              startIcon={<LogoutIcon sx={FLIP_IN_RTL} />}
              sx={{ borderColor: 'rgba(255,255,255,0.5)', flexShrink: 0 }}
            >
              {t('Log out')}
            </Button>
          )}
        </Toolbar>
        {isLoadingScreen && (
          <LinearProgress
            color="inherit"
            aria-label={t('Loading the page')}
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0 }}
          />
        )}
      </AppBar>
      {isPhone ? (
        // Over the page, never beside it: a phone keeps its whole width for the screen.
        <Drawer
          variant="temporary"
          open={isMenuOpen}
          onClose={() => setIsMenuOpen(false)}
          // Mounted while closed, so the top bar's button always names the menu it controls.
          ModalProps={{ keepMounted: true }}
          slotProps={{ paper: { id: MENU_ID, sx: { width: DRAWER_WIDTH } } }}
        >
          {menu(true)}
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          sx={{
            width,
            flexShrink: 0,
            transition: (theme) => theme.transitions.create('width'),
            '& .MuiDrawer-paper': {
              width,
              boxSizing: 'border-box',
              overflowX: 'hidden',
              transition: (theme) => theme.transitions.create('width'),
            },
          }}
          slotProps={{ paper: { id: MENU_ID } }}
        >
          {menu(isExpanded)}
        </Drawer>
      )}
      <Box
        component="main"
        ref={mainRef}
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 }, '&:focus': { outline: 'none' } }}
      >
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
