import { chartScale } from '../../lib/demo-figures';

export interface ChartSeries {
  /** The series' name, in the legend and the table's column heading. */
  name: string;
  /** One value per month, in the months' order. */
  values: number[];
  /** Its fill: a class of the design system. */
  fill: string;
}

const width = 640;
const height = 280;
const margin = { top: 16, right: 8, bottom: 36, left: 40 };

/**
 * Grouped bars by month, drawn as SVG on the server. The drawing is one image to a screen reader
 * (its title and description name it); the table beside it holds the figures, so nothing is said
 * by the drawing alone.
 */
export function MonthlyChart({ id, title, description, months, series }: { id: string; title: string; description: string; months: string[]; series: ChartSeries[] }) {
  const { top, ticks } = chartScale(Math.max(...series.flatMap((entry) => entry.values)));
  const plotWidth = width - margin.left - margin.right;
  const plotHeight = height - margin.top - margin.bottom;
  const groupWidth = plotWidth / months.length;
  const barWidth = (groupWidth * 0.7) / series.length;
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`} className="h-auto w-full" data-testid="analytics-chart">
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} className="stroke-slate-200" />
            <text x={margin.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" className="fill-slate-600 text-xs">
              {tick}
            </text>
          </g>
        ))}
        {months.map((month, monthIndex) => {
          const groupX = margin.left + monthIndex * groupWidth + groupWidth * 0.15;
          return (
            <g key={month}>
              {series.map((entry, seriesIndex) => (
                <rect
                  key={entry.name}
                  x={groupX + seriesIndex * barWidth}
                  y={y(entry.values[monthIndex])}
                  width={barWidth - 2}
                  height={margin.top + plotHeight - y(entry.values[monthIndex])}
                  rx={2}
                  className={entry.fill}
                  data-value={entry.values[monthIndex]}
                />
              ))}
              <text x={margin.left + (monthIndex + 0.5) * groupWidth} y={height - margin.bottom + 20} textAnchor="middle" className="fill-slate-700 text-xs">
                {month}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        {series.map((entry) => (
          <span key={entry.name} className="inline-flex items-center gap-2">
            <svg viewBox="0 0 12 12" aria-hidden="true" className="size-3">
              <rect width="12" height="12" rx="2" className={entry.fill} />
            </svg>
            {entry.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
