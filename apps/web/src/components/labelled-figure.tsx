// A figure under its label: the dashboards' headline numbers; a hint explains a figure whose name does not.
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box, { type BoxProps } from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function LabelledFigure({
  label,
  value,
  hint,
  ...box
}: { label: string; value: string; hint?: string } & BoxProps) {
  const { t } = useTranslation();
  return (
    <Box {...box}>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        {t(label)}
        {hint && (
          <Tooltip title={t(hint)}>
            <InfoOutlinedIcon
              fontSize="inherit"
              tabIndex={0}
              aria-label={t('About {{label}}: {{hint}}', { label: t(label), hint: t(hint) })}
              aria-hidden={false}
            />
          </Tooltip>
        )}
      </Typography>
      <Typography variant="h3" component="p">
        {value}
      </Typography>
    </Box>
  );
}
