// @vitest-environment happy-dom
// The charts as a reader meets them: a figure named by its title, one link per bar or column whose
// name carries the figures, leading inside the app (no page load), and bars as long as their values.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Route, Router, Switch } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterEach, describe, expect, it } from 'vitest';
import { BarChart, type Bar } from './BarChart.tsx';
import { ColumnChart, type Column } from './ColumnChart.tsx';

afterEach(cleanup);

function renderAt(element: React.ReactNode) {
  const memory = memoryLocation({ path: '/', record: true });
  render(
    <Router hook={memory.hook} searchHook={memory.searchHook}>
      <Switch>
        <Route path="/">{element}</Route>
        <Route path="/dashboard/admin/orders">
          <p>the orders list</p>
        </Route>
      </Switch>
    </Router>,
  );
  return memory;
}

describe('BarChart', () => {
  const bars: Bar[] = [
    {
      key: 'shipped',
      label: 'Shipped',
      value: 3,
      href: '/dashboard/admin/orders?status=shipped',
      linkLabel: 'Shipped: 3',
    },
    {
      key: 'delivered',
      label: 'Delivered',
      value: 6,
      href: '/dashboard/admin/orders?status=delivered',
      linkLabel: 'Delivered: 6',
    },
    {
      key: 'cancelled',
      label: 'Cancelled',
      value: 0,
      href: '/dashboard/admin/orders?status=cancelled',
      linkLabel: 'Cancelled: 0',
    },
  ];

  it('draws one named link per bar, lengths in proportion, and an axis of round ticks', () => {
    renderAt(<BarChart title="Orders by status" axisLabel="Orders" formatValue={String} bars={bars} />);
    expect(screen.getByRole('figure', { name: 'Orders by status' })).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('aria-label'))).toEqual(['Shipped: 3', 'Delivered: 6', 'Cancelled: 0']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/dashboard/admin/orders?status=shipped',
      '/dashboard/admin/orders?status=delivered',
      '/dashboard/admin/orders?status=cancelled',
    ]);
    const widths = [...document.querySelectorAll('.chart__bar')].map((r) => Number(r.getAttribute('width')));
    // 6 in at most 3 steps (360 px wide: narrow) → ticks 0 2 4 6; 3 is half of 6.
    expect(widths[0]! * 2).toBeCloseTo(widths[1]!, 6);
    expect(widths[2]).toBe(0);
    expect([...document.querySelectorAll('.chart__tick')].map((t) => t.textContent)).toEqual(['0', '2', '4', '6']);
  });

  it('navigates inside the app when a bar is clicked', async () => {
    const memory = renderAt(<BarChart title="Orders by status" axisLabel="Orders" formatValue={String} bars={bars} />);
    fireEvent.click(screen.getByRole('link', { name: 'Delivered: 6' }));
    await screen.findByText('the orders list');
    expect(memory.history.at(-1)).toBe('/dashboard/admin/orders?status=delivered');
  });
});

describe('ColumnChart', () => {
  it('draws a column per period with its series from one baseline, the second narrower, and a legend', () => {
    const columns: Column[] = ['2026-10', '2026-11'].map((month, i) => ({
      key: month,
      label: month,
      values: [10_000 * (i + 1), 8_000 * (i + 1)],
      href: `/dashboard/admin/orders?month=${month}`,
      linkLabel: `${month}: ${i + 1}`,
    }));
    renderAt(
      <ColumnChart
        title="Revenue"
        axisLabel="EUR"
        categoryLabel="Month"
        formatTick={(c) => String(c / 100)}
        series={[{ name: 'Gross' }, { name: 'Net' }]}
        columns={columns}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Revenue' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Gross', 'Net']);
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual(['2026-10: 1', '2026-11: 2']);
    const rects = [...document.querySelectorAll('.chart__column')].map((r) => ({
      y: Number(r.getAttribute('y')),
      h: Number(r.getAttribute('height')),
      w: Number(r.getAttribute('width')),
    }));
    // 20,000 in at most 4 steps → 5,000 → top tick 20,000: the November gross column is the full 180 px.
    expect(rects[2]!.h).toBe(180);
    expect(rects[0]!.h).toBe(90);
    expect(rects[1]!.h).toBeCloseTo(72, 6);
    expect(rects[0]!.y + rects[0]!.h).toBe(rects[1]!.y + rects[1]!.h);
    expect(rects[1]!.w).toBeCloseTo(rects[0]!.w * 0.55, 6);
  });
});
