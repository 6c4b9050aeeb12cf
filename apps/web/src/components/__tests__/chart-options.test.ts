import { describe, expect, it } from 'vitest';
import { areaOption, barOption } from '../charts/chart-options';

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
