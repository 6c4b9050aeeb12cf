// The shell around signed-in pages: top bar with title and Log out, and the collapsible side drawer.
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
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import { getConfig } from '../../lib/config';
import { roleNamesOf } from '../../lib/current-user';
import { DRAWER_COLLAPSED_WIDTH, DRAWER_WIDTH } from '../theme';
import { SideMenu } from './side-menu';
import { SidePanel } from './side-panel';
import { useLogOut } from './use-log-out';

export function AppShell({ user, children }: { user: SelfInfo; children: ReactNode }) {
  // On a phone the expanded drawer would leave the page a sliver: it starts as the icon rail there.
  const isNarrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  const [isExpanded, setIsExpanded] = useState(!isNarrow);
  const { logOut, isLoggingOut } = useLogOut();
  const width = isExpanded ? DRAWER_WIDTH : DRAWER_COLLAPSED_WIDTH;
  const { bankName } = getConfig();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={isExpanded ? 'Collapse menu' : 'Expand menu'}
            aria-expanded={isExpanded}
            onClick={() => setIsExpanded((expanded) => !expanded)}
            sx={{ mr: 2 }}
          >
            {isExpanded ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, fontWeight: 500 }}>
            {`${bankName} Merchant Portal`}
          </Typography>
          <Button
            color="inherit"
            variant="outlined"
            startIcon={<LogoutIcon />}
            onClick={() => void logOut()}
            disabled={isLoggingOut}
            sx={{ borderColor: 'rgba(255,255,255,0.5)' }}
          >
            Log out
          </Button>
        </Toolbar>
      </AppBar>
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
      >
        <Toolbar />
        {isExpanded && (
          <>
            <SidePanel user={user} />
            <Divider />
          </>
        )}
        <Box sx={{ pt: 1 }}>
          <SideMenu roles={roleNamesOf(user)} isExpanded={isExpanded} />
        </Box>
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 3 } }}>
        <Toolbar />
        {children}
      </Box>
    </Box>
  );
}
