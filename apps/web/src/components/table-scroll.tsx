// The box of a table that scrolls inside it: sideways on a phone, and within a height where one is given. A
// keyboard reaches it (Tab) and scrolls it (the arrow keys), and a screen reader hears its name: content
// scrolled out of view is otherwise out of reach without a mouse (WCAG 2.1.1; axe: scrollable-region-focusable).
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

export function TableScroll({
  label,
  maxHeight,
  children,
}: {
  /** The region's name, told apart from the table's own (e.g. 'Branches: rows'). */
  label: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <TableContainer sx={{ maxHeight }} tabIndex={0} role="region" aria-label={label}>
      {children}
    </TableContainer>
  );
}
