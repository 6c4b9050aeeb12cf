// The tick box in front of each option of a multiple select (the branch menus, the user form's groups). It is
// only a picture: the option itself is what a screen reader announces (role option, named by its text,
// aria-selected from the select). A real checkbox there would be a second control inside the option, unnamed
// and focusable, which ARIA forbids in an option (axe: label, nested-interactive).
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import ListItemIcon from '@mui/material/ListItemIcon';

export function OptionCheck({ checked }: { checked: boolean }) {
  const Icon = checked ? CheckBoxIcon : CheckBoxOutlineBlankIcon;
  return (
    <ListItemIcon>
      <Icon fontSize="small" color={checked ? 'primary' : 'action'} />
    </ListItemIcon>
  );
}
