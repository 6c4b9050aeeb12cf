import { describe, expect, it } from 'vitest';
import { areaOption, barOption, donutOption, mirroredOption } from '../charts/chart-options';

const LINE = { name: 'All branches', counts: [3, 5], amounts: [12.5, 40] };

describe('the charts’ figures axis says what it counts', () => {
  it('an area chart titles its vertical axis, inside the chart’s box', () => {
    const option = areaOption(['Mon', 'Tue'], [LINE], 'counts', 'Transactions');
    expect(option.yAxis).toMatchObject({ type: 'value', name: 'Transactions', nameLocation: 'middle' });
    expect(option.grid).toMatchObject({ outerBoundsMode: 'same', outerBoundsContain: 'all' });
    expect(option.series[0]?.data).toEqual([3, 5]);
  });

  it('upright bars title the vertical axis; horizontal bars the horizontal one, the names on the other', () => {
    const upright = barOption(['Nov', 'Dec'], [{ name: 'This period', values: [1, 2] }], 'Amount (JOD)');
    expect(upright.yAxis).toMatchObject({ type: 'value', name: 'Amount (JOD)' });
    expect(upright.xAxis).toMatchObject({ type: 'category', data: ['Nov', 'Dec'] });

    const sideways = barOption(
      ['Abdali', 'Sweifieh'],
      [{ name: 'Amount (JOD)', values: [9, 4] }],
      'Amount (JOD)',
      true,
    );
    expect(sideways.xAxis).toMatchObject({ type: 'value', name: 'Amount (JOD)' });
    expect(sideways.yAxis).toMatchObject({ type: 'category', data: ['Abdali', 'Sweifieh'], inverse: true });
  });
});

describe('a chart right to left', () => {
  it('runs its categories from the right, each read right to left, stands its figures on the right and swaps the margins', () => {
    const bars = barOption(
      ['JAN', 'FEB'],
      [
        { name: 'Amount', values: [1, 2] },
        { name: 'Count', values: [3, 4] },
      ],
      'Amount',
    );
    const mirrored = mirroredOption(bars) as Record<string, unknown>;
    expect(mirrored.xAxis).toEqual([
      expect.objectContaining({
        type: 'category',
        data: ['\u2067JAN\u2069', '\u2067FEB\u2069'],
        inverse: true,
      }),
    ]);
    expect(mirrored.yAxis).toEqual([expect.objectContaining({ type: 'value', position: 'right' })]);
    expect(mirrored.grid).toMatchObject({ left: 16, right: 8 });
    expect(mirrored.legend).toMatchObject({ right: 0 });
    // A horizontal bar chart's figures run from the right too; its branches stay top to bottom.
    const horizontal = mirroredOption(
      barOption(['Abdali'], [{ name: 'Amount', values: [1] }], 'Amount', true),
    );
    expect((horizontal as { xAxis: unknown }).xAxis).toEqual([
      expect.objectContaining({ type: 'value', inverse: true }),
    ]);
    expect((horizontal as { yAxis: unknown }).yAxis).toEqual([
      expect.objectContaining({ type: 'category', inverse: true, position: 'right' }),
    ]);
  });

  it('leaves a donut as it is, its legend from the right', () => {
    const donut = donutOption([{ name: 'Local', value: 3 }]);
    const mirrored = mirroredOption(donut) as Record<string, unknown>;
    expect(mirrored.series).toBe((donut as Record<string, unknown>).series);
    expect(mirrored.legend).toMatchObject({ bottom: 0, right: 0 });
    expect(mirrored).not.toHaveProperty('xAxis');
  });
});
