// Last week against the same week a year before (spec part 1 §2), per bank-customer choice (§4).
import {
  AB_CUSTOMER_INDICATOR,
  type AbCustomerChoice,
  type DashboardReply,
} from '@merchant-portal/contracts/schemas/dashboards';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FigureList, FigureTile } from '../../../components/figure-list';
import { SectionCard } from '../../../components/section-card';
import { cardTileIndex, choiceIndex, growthDirection, growthText } from './rules';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

import { dateIn, figure, shortText } from '../../../lib/figures';

type Tiles = DashboardReply['tiles'];
type Figure = { [K in keyof Tiles]: Tiles[K] extends number[] ? K : never }[keyof Tiles];
type Growth = {
  [K in keyof Tiles]: Tiles[K] extends (number | null)[] ? (Tiles[K] extends number[] ? never : K) : never;
}[keyof Tiles];

const TILES: { label: string; value: Figure; growth: Growth; card?: 'bank' | 'other'; hint?: string }[] = [
  { label: phrase('Transactions'), value: 'noOfTransactions', growth: 'growthPercentagetrx' },
  { label: phrase('Amount (JOD)'), value: 'transactionAmts', growth: 'growthPercentageTrxAmts' },
  {
    label: phrase('Average ticket'),
    value: 'avgTicketVal',
    growth: 'growthAvgTicketVal',
    hint: phrase("The week's amount divided by its transactions: what one payment came to on average."),
  },
  {
    label: phrase('Average basket'),
    value: 'avgBasketVal',
    growth: 'growthAvgBasketVal',
    hint: phrase(
      "The week's amount divided by its unique customers: what one customer spent in the week on average. It is the average ticket times the payments per customer, so it is never below the average ticket.",
    ),
  },
  {
    label: phrase('Unique customers'),
    value: 'uniqueCust',
    growth: 'growthPercentageUniqueCust',
    hint: phrase('Cards that paid at least once in the week, each counted once.'),
  },
  {
    label: phrase('New customers'),
    value: 'newCust',
    growth: 'growthPercentageNewCust',
    hint: phrase('Cards whose first payment at your merchant fell in the week.'),
  },
  {
    label: phrase('Average foot traffic'),
    value: 'avgFootTrafficVal',
    growth: 'growthAvgFootTrafficVal',
    hint: phrase("The week's transactions per day."),
  },
  {
    label: phrase('Bank card transactions'),
    value: 'abCardTrx',
    growth: 'abCardGrowthPercentageTrx',
    card: 'bank',
  },
  {
    label: phrase('Other card transactions'),
    value: 'nonABCardTrx',
    growth: 'nonABCardGrowthPercentageTrx',
    card: 'other',
  },
];

const CHOICE_LABELS: Record<AbCustomerChoice, string> = {
  Y: phrase('Yes'),
  N: phrase('No'),
  BOTH: phrase('Both'),
};

function Change({ growth }: { growth: number | null }) {
  const { t } = useTranslation();
  const direction = growthDirection(growth);
  if (direction === 'none') {
    return (
      <Tooltip
        title={t('No figures for the whole of the same week a year before, so nothing to compare with')}
      >
        <Typography variant="body2" color="info.main" sx={{ width: 'fit-content' }} tabIndex={0}>
          {figure(t(growthText(growth)))}
        </Typography>
      </Tooltip>
    );
  }
  const up = direction === 'up';
  const Icon = up ? ArrowUpwardIcon : ArrowDownwardIcon;
  return (
    <Typography
      variant="body2"
      sx={{ color: up ? 'success.main' : 'error.main', display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <Icon fontSize="small" aria-hidden />
      <span>
        {up
          ? t('Up {{change}}', { change: figure(growthText(growth)) })
          : t('Down {{change}}', { change: figure(growthText(growth)) })}
      </span>
    </Typography>
  );
}

export function SummaryTiles({
  data,
  choice,
  onChoice,
}: {
  data: DashboardReply | undefined;
  choice: AbCustomerChoice;
  onChoice: (choice: AbCustomerChoice) => void;
}) {
  const { t } = useTranslation();
  const choiceLabelId = useId();
  const tiles = data?.tiles;
  const periods = data?.periods;
  return (
    <SectionCard
      title={phrase('Last week vs the same week last year')}
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" id={choiceLabelId}>
            {t('Bank card customers')}
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            color="primary"
            value={choice}
            onChange={(_event, next: AbCustomerChoice | null) => next && onChoice(next)}
            aria-labelledby={choiceLabelId}
          >
            {AB_CUSTOMER_INDICATOR.map((value) => (
              <ToggleButton key={value} value={value}>
                {t(CHOICE_LABELS[value])}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      }
    >
      {periods && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('{{from}} to {{to}}, against {{yearFrom}} to {{yearTo}}', {
            from: dateIn(periods.lastWeek.from),
            to: dateIn(periods.lastWeek.to),
            yearFrom: dateIn(periods.sameWeekLastYear.from),
            yearTo: dateIn(periods.sameWeekLastYear.to),
          })}
        </Typography>
      )}
      <FigureList columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, 1fr)', xl: 'repeat(5, 1fr)' }}>
        {TILES.map((tile) => {
          const index = tiles
            ? tile.card
              ? cardTileIndex(tiles.abCustomerIndicator, choice, tile.card)
              : choiceIndex(tiles.abCustomerIndicator, choice)
            : 0;
          const value = tiles?.[tile.value][index];
          return (
            <FigureTile key={tile.label} label={tile.label}>
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
              >
                {t(tile.label)}
                {tile.hint && (
                  <Tooltip title={t(tile.hint)}>
                    <InfoOutlinedIcon
                      fontSize="inherit"
                      tabIndex={0}
                      aria-label={`${t(tile.label)}: ${t(tile.hint)}`}
                      aria-hidden={false}
                    />
                  </Tooltip>
                )}
              </Typography>
              <Typography variant="h3" component="p" sx={{ my: 0.5 }}>
                {value === undefined ? '–' : shortText(value)}
              </Typography>
              {tiles && <Change growth={tiles[tile.growth][index] ?? null} />}
            </FigureTile>
          );
        })}
      </FigureList>
    </SectionCard>
  );
}
