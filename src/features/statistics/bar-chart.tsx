// Horizontal bars of percentages (0-100), one SVG per bar so each row's words stay HTML text that
// flows right to left in Arabic; the bars grow from the start side.
export interface Bar {
  key: string;
  label: string;
  percent: number;
  detail: string;
}

export function BarChart(props: { bars: Bar[]; caption: string; format: (n: number) => string }) {
  return (
    <figure className="bar-chart">
      <figcaption>
        <strong>{props.caption}</strong>
      </figcaption>
      <ul>
        {props.bars.map((b) => (
          <li key={b.key} className="bar-row" data-bar={b.key}>
            <span className="bar-label">{b.label}</span>
            <svg
              className="bar-svg"
              viewBox="0 0 100 10"
              preserveAspectRatio="none"
              role="img"
              aria-label={`${b.label}: ${props.format(b.percent)}%`}
            >
              <rect x="0" y="0" width="100" height="10" rx="3" fill="var(--border)" />
              <rect
                x="0"
                y="0"
                width={Math.max(0, Math.min(100, b.percent))}
                height="10"
                rx="3"
                fill="var(--primary)"
              />
            </svg>
            <span className="bar-value">
              {props.format(b.percent)}% <small className="muted">{b.detail}</small>
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
