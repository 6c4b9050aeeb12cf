// A donut with its figures as a table, and the grid the dashboards lay donuts out in.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChartFigure } from './chart-figure';
import { donutOption, type Slice } from './chart-options';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

export function Donut({
  label,
  slices,
  unit = phrase('Transactions'),
}: {
  /** The donut's title and its slices' names in English, shown in the screen's language. */
  label: string;
  slices: Slice[];
  unit?: string;
}) {
  const { t } = useTranslation();
  const shown = slices.map((slice) => ({ ...slice, name: t(slice.name) }));
  return (
    <Box>
      <Typography variant="h4" component="h3" align="center">
        {t(label)}
      </Typography>
      <ChartFigure
        label={label}
        option={donutOption(shown)}
        hasData={slices.some((slice) => slice.value > 0)}
        height={240}
        table={{ columns: ['', unit], rows: shown.map((slice) => [slice.name, slice.value]) }}
      />
    </Box>
  );
}

/** Donuts side by side, each with its title and slices; all count the same unit. */
export function DonutGrid({ donuts, unit }: { donuts: { label: string; slices: Slice[] }[]; unit?: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      {donuts.map(({ label, slices }) => (
        <Donut key={label} label={label} slices={slices} unit={unit} />
      ))}
    </Box>
  );
}
