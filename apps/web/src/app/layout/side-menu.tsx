// The side menu (spec part 1 §2): entries gated by permission; collapses to icons with tooltips.
import { menuFor } from '@merchant-portal/contracts/permissions';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { NavLink, matchPath, useLocation } from 'react-router';
import { MENU_ICONS } from './menu-icons';

export interface SideMenuProps {
  roles: readonly string[];
  isExpanded: boolean;
  /** A choice was made (the phone's drawer closes). */
  onChoose?: () => void;
}

export function SideMenu({ roles, isExpanded, onChoose }: SideMenuProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();

  return (
    <List component="nav" aria-label={t('Main menu')} sx={{ px: 1 }}>
      {menuFor(roles).map((entry) => {
        const Icon = MENU_ICONS[entry.key];
        const isActive = matchPath({ path: entry.path, end: false }, pathname) !== null;
        const label = t(entry.label);
        return (
          <Tooltip key={entry.key} title={isExpanded ? '' : label} placement="right">
            <ListItemButton
              component={NavLink}
              to={entry.path}
              selected={isActive}
              onClick={onChoose}
              aria-label={isExpanded ? undefined : label}
              sx={{
                borderRadius: 1,
                mb: 0.5,
                minHeight: 44,
                justifyContent: isExpanded ? 'initial' : 'center',
                px: isExpanded ? 2 : 1.5,
                '&.Mui-selected': {
                  bgcolor: 'primary.main',
                  color: 'primary.contrastText',
                  '& .MuiListItemIcon-root': { color: 'inherit' },
                  '&:hover': { bgcolor: 'primary.dark' },
                },
              }}
            >
              <ListItemIcon
                sx={{ minWidth: 0, marginInlineEnd: isExpanded ? 2 : 0, justifyContent: 'center' }}
              >
                <Icon />
              </ListItemIcon>
              {isExpanded && <ListItemText primary={label} />}
            </ListItemButton>
          </Tooltip>
        );
      })}
    </List>
  );
}
