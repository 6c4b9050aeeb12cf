// A figure under its label: the dashboards' headline numbers.
import Box, { type BoxProps } from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function LabelledFigure({ label, value, ...box }: { label: string; value: string } & BoxProps) {
  return (
    <Box {...box}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h3" component="p">
        {value}
      </Typography>
    </Box>
  );
}
