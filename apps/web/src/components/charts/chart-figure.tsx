// One chart with its figures as a table: the chart for the eye, the table for a screen reader, a keyboard
// or a person who wants the numbers. A chart with no data says 'Loading...' (spec part 1 §2). Right to left,
// the chart is mirrored (mirroredOption); the label, the table's headings and its totals' name are given in
// English and shown in the screen's language, its rows as given.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import type { ECharts } from 'echarts/core';
import { loadChunk } from '../../lib/load-chunk';
import { TableScroll } from '../table-scroll';
import { CHART_COLORS, chartAnimation } from './chart-style';
import type { EChartsCoreOption } from './echarts';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { figure } from '../../lib/figures';
import { translateText } from '../../lib/i18n';
import { mirroredOption } from './chart-options';

export interface FigureTable {
  columns: string[];
  rows: (string | number)[][];
  /** A last row adding the rows up, first cell its name ('Total'). */
  totals?: (string | number)[];
}

export const NO_DATA_TEXT = phrase('Loading...');
export const CHART_UNAVAILABLE_TEXT = phrase('The chart could not be loaded: its figures are below.');

type EChartsModule = typeof import('./echarts');

/**
 * ECharts arrives with the first chart that has figures, unless the user is already leaving the screen (its
 * next screen's code is loading): the link is theirs. A failed load leaves the figures to the table.
 */
function EChart({
  option,
  height,
  label,
  onUnavailable,
}: {
  option: EChartsCoreOption;
  height: number;
  label: string;
  onUnavailable: () => void;
}) {
  const element = useRef<HTMLDivElement>(null);
  const isLeaving = useNavigation().state !== 'idle';
  const [library, setLibrary] = useState<EChartsModule | null>(null);
  const [chart, setChart] = useState<ECharts | null>(null);

  useEffect(() => {
    if (library || isLeaving) return;
    let unmounted = false;
    loadChunk(() => import('./echarts')).then(
      (loaded) => !unmounted && setLibrary(loaded),
      () => !unmounted && onUnavailable(),
    );
    return () => {
      unmounted = true;
    };
  }, [library, isLeaving, onUnavailable]);

  useEffect(() => {
    const host = element.current;
    if (!host || !library) return;
    const instance = library.echarts.init(host, null, {
      renderer: 'svg',
      // A host not laid out yet (a hidden tab, a test's DOM) still gets a size to draw in.
      width: host.clientWidth || 600,
      height,
    });
    const observer = new ResizeObserver(() => {
      if (host.clientWidth > 0) instance.resize({ width: host.clientWidth, height });
    });
    observer.observe(host);
    setChart(instance);
    return () => {
      observer.disconnect();
      instance.dispose();
      setChart(null);
    };
  }, [library, height]);

  const isRightToLeft = useTheme().direction === 'rtl';
  useEffect(() => {
    chart?.setOption(
      {
        color: CHART_COLORS,
        animation: chartAnimation(),
        textStyle: { fontFamily: 'Roboto, Arial' },
        ...(isRightToLeft ? mirroredOption(option) : option),
      },
      { notMerge: true },
    );
  }, [chart, option, isRightToLeft]);

  // ECharts places its texts for left to right; a right-to-left chart is mirrored by its option instead.
  return <Box ref={element} role="img" aria-label={label} dir="ltr" sx={{ width: '100%', height }} />;
}

export function ChartFigure({
  label,
  option,
  table,
  height = 280,
  hasData,
}: {
  /** What the chart shows, read out for the image and used as the table's caption. */
  label: string;
  option: EChartsCoreOption;
  table: FigureTable;
  height?: number;
  hasData: boolean;
}) {
  const { t } = useTranslation();
  const shownLabel = translateText(label);
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const [isChartUnavailable, setChartUnavailable] = useState(false);
  const showTable = useCallback(() => {
    setChartUnavailable(true);
    setView('table');
  }, []);
  if (!hasData) {
    return (
      <Box sx={{ height, display: 'grid', placeItems: 'center' }}>
        <Typography color="text.secondary">{t(NO_DATA_TEXT)}</Typography>
      </Box>
    );
  }
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={view}
        onChange={(_event, next: 'chart' | 'table' | null) => next && setView(next)}
        aria-label={t('{{label}}: show as', { label: shownLabel })}
        sx={{ float: 'right', mb: 1 }}
      >
        <ToggleButton value="chart" disabled={isChartUnavailable}>
          {t('Chart')}
        </ToggleButton>
        <ToggleButton value="table">{t('Table')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ clear: 'both' }}>
        {view === 'chart' ? (
          <EChart option={option} height={height} label={shownLabel} onUnavailable={showTable} />
        ) : (
          <>
            {isChartUnavailable && (
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t(CHART_UNAVAILABLE_TEXT)}
              </Typography>
            )}
            <TableScroll label={t('{{label}}: figures', { label: shownLabel })} maxHeight={height + 80}>
              <Table size="small" stickyHeader>
                <caption style={{ captionSide: 'top', textAlign: 'start', padding: '0 0 8px' }}>
                  {shownLabel}
                </caption>
                <TableHead>
                  <TableRow>
                    {table.columns.map((column, index) => (
                      <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                        {translateText(column)}
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {table.rows.map((row, rowIndex) => (
                    <TableRow key={rowIndex}>
                      {row.map((cell, index) => (
                        <TableCell key={index} align={index === 0 ? 'left' : 'right'}>
                          {index === 0 ? cell : figure(`${cell}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
                {table.totals && (
                  <TableFooter>
                    <TableRow>
                      {table.totals.map((cell, index) => (
                        <TableCell
                          key={index}
                          align={index === 0 ? 'left' : 'right'}
                          sx={{ fontWeight: 600, color: 'text.primary' }}
                        >
                          {index === 0
                            ? typeof cell === 'string'
                              ? translateText(cell)
                              : cell
                            : figure(`${cell}`)}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableFooter>
                )}
              </Table>
            </TableScroll>
          </>
        )}
      </Box>
    </Box>
  );
}
