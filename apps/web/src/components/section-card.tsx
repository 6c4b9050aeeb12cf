// A titled card section of a page; the title (in English, shown in the screen's language) names the section
// for assistive technology.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SectionCard({
  title,
  action,
  children,
  isPadded = true,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  /** Tables run edge to edge; lists of details get the card's padding. */
  isPadded?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader
        title={t(title)}
        action={action}
        // On a narrow screen the action moves under the title rather than out of the card.
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        slotProps={{ title: { id: titleId, component: 'h2', variant: 'h3' }, action: { sx: { m: 0 } } }}
      />
      <Divider />
      {isPadded ? <CardContent>{children}</CardContent> : children}
    </Card>
  );
}
