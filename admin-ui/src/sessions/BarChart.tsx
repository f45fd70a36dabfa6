/**
 * A small horizontal bar chart drawn as inline SVG (no chart library: a few rectangles). The
 * figure has a text alternative listing every value, so screen readers get the numbers, and each
 * bar's value is printed beside it.
 */
export interface Bar {
  label: string;
  value: number;
  /** The bar's full length (a session's capacity); default the largest value. */
  max?: number | null;
  /** Text after the bar; default the value. */
  text?: string;
}

const ROW = 28;
// A narrow drawing, so a phone shrinks it little and its 13 px text stays readable.
const LABEL_WIDTH = 160;
const WIDTH = 440;
const BAR_SPACE = WIDTH - LABEL_WIDTH - 80;

export function BarChart({ title, bars, emptyText }: { title: string; bars: readonly Bar[]; emptyText: string }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const summary = `${title}: ${bars.map((bar) => `${bar.label} ${bar.text ?? bar.value}`).join(', ')}`;
  return (
    <figure className="sessions-chart">
      <figcaption>{title}</figcaption>
      {bars.length === 0 ? (
        <p className="sessions-chart__empty">{emptyText}</p>
      ) : (
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${WIDTH} ${bars.length * ROW + 4}`}
          width="100%"
          preserveAspectRatio="xMinYMin meet"
        >
          {bars.map((bar, i) => {
            const full = bar.max && bar.max > 0 ? bar.max : largest;
            const length = Math.max(bar.value > 0 ? 2 : 0, Math.min(1.1, bar.value / full) * BAR_SPACE);
            const over = bar.max ? bar.value > bar.max : false;
            const y = i * ROW + 4;
            return (
              <g key={`${bar.label}-${i}`}>
                <text x={LABEL_WIDTH - 8} y={y + 15} textAnchor="end" className="sessions-chart__label">
                  {bar.label.length > 21 ? `${bar.label.slice(0, 20)}…` : bar.label}
                </text>
                {bar.max ? (
                  <rect
                    x={LABEL_WIDTH}
                    y={y + 2}
                    width={BAR_SPACE}
                    height={ROW - 10}
                    className="sessions-chart__track"
                  />
                ) : null}
                <rect
                  x={LABEL_WIDTH}
                  y={y + 2}
                  width={length}
                  height={ROW - 10}
                  className={over ? 'sessions-chart__bar sessions-chart__bar--over' : 'sessions-chart__bar'}
                />
                <text x={LABEL_WIDTH + length + 6} y={y + 15} className="sessions-chart__value">
                  {bar.text ?? bar.value}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}

/** Registrations per day as columns with the running total as a line, inline SVG. */
export function DailyChart({
  title,
  days,
  labels,
  emptyText,
}: {
  title: string;
  days: ReadonlyArray<{ date: string; count: number; cumulative: number }>;
  labels: { perDay: string; cumulative: string };
  emptyText: string;
}) {
  const height = 160;
  const width = WIDTH;
  const left = 40;
  const step = days.length > 0 ? (width - left - 10) / days.length : 0;
  const maxCount = Math.max(1, ...days.map((day) => day.count));
  const maxTotal = Math.max(1, ...days.map((day) => day.cumulative));
  const summary = `${title}: ${days.map((day) => `${day.date} ${day.count} (${day.cumulative})`).join(', ')}`;
  const line = days
    .map((day, i) => `${left + step * (i + 0.5)},${height - 24 - ((height - 40) * day.cumulative) / maxTotal}`)
    .join(' ');
  return (
    <figure className="sessions-chart">
      <figcaption>
        {title}{' '}
        <span className="sessions-chart__legend">
          <span className="sessions-chart__key sessions-chart__key--bar" aria-hidden="true" /> {labels.perDay}{' '}
          <span className="sessions-chart__key sessions-chart__key--line" aria-hidden="true" /> {labels.cumulative}
        </span>
      </figcaption>
      {days.length === 0 ? (
        <p className="sessions-chart__empty">{emptyText}</p>
      ) : (
        <svg role="img" aria-label={summary} viewBox={`0 0 ${width} ${height}`} width="100%">
          <line x1={left} y1={height - 24} x2={width - 10} y2={height - 24} className="sessions-chart__axis" />
          {days.map((day, i) => {
            const h = ((height - 40) * day.count) / maxCount;
            return (
              <rect
                key={day.date}
                x={left + step * i + step * 0.15}
                y={height - 24 - h}
                width={step * 0.7}
                height={h}
                className="sessions-chart__bar"
              />
            );
          })}
          <polyline points={line} className="sessions-chart__line" />
          <text x={left - 6} y={20} textAnchor="end" className="sessions-chart__value">
            {maxTotal}
          </text>
          <text x={left} y={height - 6} className="sessions-chart__label">
            {days[0]!.date}
          </text>
          {days.length > 1 ? (
            <text x={width - 10} y={height - 6} textAnchor="end" className="sessions-chart__label">
              {days[days.length - 1]!.date}
            </text>
          ) : null}
        </svg>
      )}
    </figure>
  );
}
