/**
 * A small horizontal bar chart in HTML and CSS (no chart library): each row is the label, the bar
 * and the value, laid out by a grid inside the card, so a label can never be drawn outside it. A
 * long label wraps to two lines and is then cut with an ellipsis; its full text is in the row's
 * tooltip (`title`) and in the chart's text alternative, which lists every label with its value.
 */
export interface Bar {
  label: string;
  value: number;
  /** The bar's full length (a session's capacity); default the largest value. */
  max?: number | null;
  /** Text after the bar; default the value. */
  text?: string;
}

// The daily chart's drawing width (SVG units).
const WIDTH = 440;

export function BarChart({ title, bars, emptyText }: { title: string; bars: readonly Bar[]; emptyText: string }) {
  const largest = Math.max(1, ...bars.map((bar) => bar.value));
  const summary = `${title}: ${bars.map((bar) => `${bar.label} ${bar.text ?? bar.value}`).join(', ')}`;
  return (
    <figure className="sessions-chart">
      <figcaption>{title}</figcaption>
      {bars.length === 0 ? (
        <p className="sessions-chart__empty">{emptyText}</p>
      ) : (
        <div role="img" aria-label={summary} className="sessions-chart__rows">
          {bars.map((bar, i) => {
            const full = bar.max && bar.max > 0 ? bar.max : largest;
            const share = Math.min(1, bar.value / full);
            const over = bar.max ? bar.value > bar.max : false;
            const text = bar.text ?? String(bar.value);
            return (
              <div key={`${bar.label}-${i}`} className="sessions-chart__row" title={`${bar.label}: ${text}`}>
                <span className="sessions-chart__label">{bar.label}</span>
                <span
                  className={
                    bar.max ? 'sessions-chart__track sessions-chart__track--capacity' : 'sessions-chart__track'
                  }
                >
                  <span
                    className={over ? 'sessions-chart__fill sessions-chart__fill--over' : 'sessions-chart__fill'}
                    style={{ width: `${share * 100}%` }}
                  />
                </span>
                <span className="sessions-chart__value">{text}</span>
              </div>
            );
          })}
        </div>
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
          <span className="sessions-chart__legend-item">
            <span className="sessions-chart__key sessions-chart__key--bar" aria-hidden="true" />
            {labels.perDay}
          </span>
          <span className="sessions-chart__legend-item">
            <span className="sessions-chart__key sessions-chart__key--line" aria-hidden="true" />
            {labels.cumulative}
          </span>
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
          {/* Inside the plot, left-aligned: a long number never reaches past the card's edge. */}
          <text x={left + 4} y={14} className="sessions-chart__value">
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
