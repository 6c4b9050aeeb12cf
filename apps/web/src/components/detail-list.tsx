// Label/value pairs as a two-column description list, for a page's cards.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LtrText } from './ltr-text';

export function DetailList({
  rows,
  label,
}: {
  rows: ReadonlyArray<readonly [string, string]>;
  label: string;
}) {
  return (
    <Box
      component="dl"
      aria-label={label}
      // Side by side where there is room; on a phone each value goes under its label.
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        m: 0,
      }}
    >
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, mb: { xs: 1.25, sm: 0 }, wordBreak: 'break-word' }}>
            <LtrText>{value}</LtrText>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
