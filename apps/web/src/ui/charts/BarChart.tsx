// A horizontal bar chart drawn as inline SVG: one bar per category with its value at the end, a
// value axis with round ticks and a title. Each bar is a link (Tab reaches it, its name says the
// category and the value) when it has somewhere to lead (`href`), otherwise an image named the same;
// the grid and the tick labels are hidden from screen readers.
import type { AppHref } from '@kubik/contract/pages';
import { useId, type ReactNode } from 'react';
import { ChartLink } from './ChartLink.tsx';
import { linearScale, niceTicks } from './scale.ts';
import { useWidth } from './useWidth.ts';

export type Bar = { key: string; label: string; value: number; href?: AppHref; linkLabel: string };

const rowHeight = 30;
const top = 8;
const bottom = 44;
const valueRoom = 44;

export function BarChart({
  title,
  bars,
  axisLabel,
  formatValue,
  integer = true,
  footer,
}: {
  title: string;
  bars: Bar[];
  axisLabel: string;
  formatValue: (value: number) => string;
  integer?: boolean;
  footer?: ReactNode;
}) {
  const titleId = useId();
  const [frame, width] = useWidth<HTMLDivElement>(360);
  const labelWidth = Math.min(150, Math.round(width * 0.36));
  const plotWidth = Math.max(40, width - labelWidth - valueRoom);
  const ticks = niceTicks(Math.max(0, ...bars.map((b) => b.value)), width < 480 ? 3 : 5, integer);
  const x = linearScale(ticks.at(-1)!, plotWidth);
  const height = top + bars.length * rowHeight + bottom;
  const axisY = top + bars.length * rowHeight;
  return (
    <figure className="chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="chart__title">
        {title}
      </figcaption>
      <div ref={frame} className="chart__frame">
        <svg width={width} height={height} className="chart__svg" role="group" aria-labelledby={titleId}>
          <g aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick} transform={`translate(${labelWidth + x(tick)},0)`}>
                <line className="chart__grid" y1={top} y2={axisY} />
                <text className="chart__tick" y={axisY + 16} textAnchor="middle">
                  {formatValue(tick)}
                </text>
              </g>
            ))}
            <line className="chart__axis" x1={labelWidth} x2={labelWidth + plotWidth} y1={axisY} y2={axisY} />
            <text className="chart__axis-label" x={labelWidth + plotWidth / 2} y={height - 6} textAnchor="middle">
              {axisLabel}
            </text>
          </g>
          {bars.map((bar, i) => {
            const y = top + i * rowHeight;
            const length = x(bar.value);
            const drawn = (
              <>
                <rect
                  className="chart__hit"
                  x={0}
                  y={y}
                  width={labelWidth + plotWidth + valueRoom}
                  height={rowHeight}
                />
                <text
                  className="chart__category"
                  x={labelWidth - 8}
                  y={y + rowHeight / 2}
                  dominantBaseline="middle"
                  textAnchor="end"
                >
                  {bar.label}
                </text>
                <rect
                  className="chart__bar"
                  x={labelWidth}
                  y={y + 6}
                  width={Math.max(length, bar.value > 0 ? 2 : 0)}
                  height={rowHeight - 12}
                  rx={2}
                />
                <text
                  className="chart__value"
                  x={labelWidth + length + 6}
                  y={y + rowHeight / 2}
                  dominantBaseline="middle"
                >
                  {formatValue(bar.value)}
                </text>
              </>
            );
            return bar.href ? (
              <ChartLink key={bar.key} to={bar.href} label={bar.linkLabel}>
                {drawn}
              </ChartLink>
            ) : (
              <g key={bar.key} role="img" aria-label={bar.linkLabel}>
                <title>{bar.linkLabel}</title>
                {drawn}
              </g>
            );
          })}
        </svg>
      </div>
      {footer}
    </figure>
  );
}
