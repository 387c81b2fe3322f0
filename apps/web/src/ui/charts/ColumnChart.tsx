// A column chart drawn as inline SVG: one column per period (a month), up to two series drawn from
// the same baseline, the second narrower in front of the first (net inside gross: the second is
// never the larger here), a value axis with round ticks, a legend and a title. Each column is a
// link whose name reads out the period and every value; the axes are hidden from screen readers.
import type { AppHref } from '@kubik/contract/pages';
import { useId, type ReactNode } from 'react';
import { ChartLink } from './ChartLink.tsx';
import { bands, labelEvery, linearScale, niceTicks } from './scale.ts';
import { useWidth } from './useWidth.ts';

export type Column = { key: string; label: string; values: readonly number[]; href: AppHref; linkLabel: string };
export type Series = { name: string };

const top = 12;
const plotHeight = 180;
const bottom = 46;
const labelWidth = 30;

export function ColumnChart({
  title,
  columns,
  series,
  axisLabel,
  categoryLabel,
  formatTick,
  footer,
}: {
  title: string;
  columns: Column[];
  series: readonly Series[];
  axisLabel: string;
  categoryLabel: string;
  formatTick: (value: number) => string;
  footer?: ReactNode;
}) {
  const titleId = useId();
  const [frame, width] = useWidth<HTMLDivElement>(360);
  const ticks = niceTicks(Math.max(0, ...columns.flatMap((c) => c.values)), 4);
  // Room for the rotated axis title and the longest tick label (about 6.5 px a character at 11 px).
  const left = Math.min(96, 30 + Math.max(...ticks.map((tick) => formatTick(tick).length)) * 6.5);
  const plotWidth = Math.max(60, width - left - 8);
  const y = linearScale(ticks.at(-1)!, plotHeight);
  const { start, bar, band } = bands(columns.length, plotWidth, 0.2);
  // Labels counted back from the last column, so the latest period is always named.
  const every = labelEvery(band, labelWidth);
  const axisY = top + plotHeight;
  const height = axisY + bottom;
  return (
    <figure className="chart" aria-labelledby={titleId}>
      <figcaption id={titleId} className="chart__title">
        {title}
      </figcaption>
      <ul className="chart__legend">
        {series.map((s, i) => (
          <li key={s.name}>
            <span className={`chart__swatch chart__swatch--${i}`} aria-hidden="true" />
            {s.name}
          </li>
        ))}
      </ul>
      <div ref={frame} className="chart__frame">
        <svg width={width} height={height} className="chart__svg" role="group" aria-labelledby={titleId}>
          <g aria-hidden="true">
            {ticks.map((tick) => (
              <g key={tick} transform={`translate(0,${axisY - y(tick)})`}>
                <line className="chart__grid" x1={left} x2={left + plotWidth} />
                <text className="chart__tick" x={left - 6} dominantBaseline="middle" textAnchor="end">
                  {formatTick(tick)}
                </text>
              </g>
            ))}
            <line className="chart__axis" x1={left} x2={left + plotWidth} y1={axisY} y2={axisY} />
            {columns.map((column, i) =>
              (columns.length - 1 - i) % every === 0 ? (
                <text
                  key={column.key}
                  className="chart__tick"
                  x={left + start(i) + bar / 2}
                  y={axisY + 16}
                  textAnchor="middle"
                >
                  {column.label}
                </text>
              ) : null,
            )}
            <text className="chart__axis-label" x={left + plotWidth / 2} y={height - 6} textAnchor="middle">
              {categoryLabel}
            </text>
            <text
              className="chart__axis-label"
              transform={`translate(12,${top + plotHeight / 2}) rotate(-90)`}
              textAnchor="middle"
            >
              {axisLabel}
            </text>
          </g>
          {columns.map((column, i) => (
            <ChartLink key={column.key} to={column.href} label={column.linkLabel}>
              <rect className="chart__hit" x={left + i * band} y={top} width={band} height={plotHeight} />
              {column.values.map((value, s) => {
                const h = y(value);
                const w = s === 0 ? bar : bar * 0.55;
                return (
                  <rect
                    key={s}
                    className={`chart__column chart__column--${s}`}
                    x={left + start(i) + (bar - w) / 2}
                    y={axisY - h}
                    width={w}
                    height={h}
                  />
                );
              })}
            </ChartLink>
          ))}
        </svg>
      </div>
      {footer}
    </figure>
  );
}
