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
import { shortenNumber } from '../../../lib/numbers';
import { cardTileIndex, choiceIndex, growthDirection, growthText } from './rules';

type Tiles = DashboardReply['tiles'];
type Figure = { [K in keyof Tiles]: Tiles[K] extends number[] ? K : never }[keyof Tiles];
type Growth = {
  [K in keyof Tiles]: Tiles[K] extends (number | null)[] ? (Tiles[K] extends number[] ? never : K) : never;
}[keyof Tiles];

const TILES: { label: string; value: Figure; growth: Growth; card?: 'bank' | 'other'; hint?: string }[] = [
  { label: 'Transactions', value: 'noOfTransactions', growth: 'growthPercentagetrx' },
  { label: 'Amount (JOD)', value: 'transactionAmts', growth: 'growthPercentageTrxAmts' },
  {
    label: 'Average ticket',
    value: 'avgTicketVal',
    growth: 'growthAvgTicketVal',
    hint: "The week's amount divided by its transactions: what one payment came to on average.",
  },
  {
    label: 'Average basket',
    value: 'avgBasketVal',
    growth: 'growthAvgBasketVal',
    hint:
      "The week's amount divided by its unique customers: what one customer spent in the week on average. " +
      'It is the average ticket times the payments per customer, so it is never below the average ticket.',
  },
  {
    label: 'Unique customers',
    value: 'uniqueCust',
    growth: 'growthPercentageUniqueCust',
    hint: 'Cards that paid at least once in the week, each counted once.',
  },
  {
    label: 'New customers',
    value: 'newCust',
    growth: 'growthPercentageNewCust',
    hint: 'Cards whose first payment at your merchant fell in the week.',
  },
  {
    label: 'Average foot traffic',
    value: 'avgFootTrafficVal',
    growth: 'growthAvgFootTrafficVal',
    hint: "The week's transactions per day.",
  },
  { label: 'Bank card transactions', value: 'abCardTrx', growth: 'abCardGrowthPercentageTrx', card: 'bank' },
  {
    label: 'Other card transactions',
    value: 'nonABCardTrx',
    growth: 'nonABCardGrowthPercentageTrx',
    card: 'other',
  },
];

const CHOICE_LABELS: Record<AbCustomerChoice, string> = { Y: 'Yes', N: 'No', BOTH: 'Both' };

function Change({ growth }: { growth: number | null }) {
  const direction = growthDirection(growth);
  if (direction === 'none') {
    return (
      <Tooltip title="No figures for the whole of the same week a year before, so nothing to compare with">
        <Typography variant="body2" color="info.main" sx={{ width: 'fit-content' }} tabIndex={0}>
          {growthText(growth)}
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
      <span>{`${up ? 'Up' : 'Down'} ${growthText(growth)}`}</span>
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
  const choiceLabelId = useId();
  const tiles = data?.tiles;
  const periods = data?.periods;
  return (
    <SectionCard
      title="Last week vs the same week last year"
      action={
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" id={choiceLabelId}>
            Bank card customers
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
                {CHOICE_LABELS[value]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      }
    >
      {periods && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`${periods.lastWeek.from} to ${periods.lastWeek.to}, against ${periods.sameWeekLastYear.from} to ${periods.sameWeekLastYear.to}`}
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
                {tile.label}
                {tile.hint && (
                  <Tooltip title={tile.hint}>
                    <InfoOutlinedIcon
                      fontSize="inherit"
                      tabIndex={0}
                      aria-label={`${tile.label}: ${tile.hint}`}
                      aria-hidden={false}
                    />
                  </Tooltip>
                )}
              </Typography>
              <Typography variant="h3" component="p" sx={{ my: 0.5 }}>
                {value === undefined ? '–' : shortenNumber(value)}
              </Typography>
              {tiles && <Change growth={tiles[tile.growth][index] ?? null} />}
            </FigureTile>
          );
        })}
      </FigureList>
    </SectionCard>
  );
}
