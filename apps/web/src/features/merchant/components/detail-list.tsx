// Label/value pairs as a two-column description list, for the merchant page's cards.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

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
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1.5, m: 0 }}
    >
      {rows.map(([name, value]) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {name}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
