// A donut of a few parts of a whole, drawn with one SVG circle per part (stroke-dasharray on a
// circle whose circumference is 100) and a legend that says the same in words.
export interface Part {
  key: string;
  label: string;
  value: number;
  color: string;
}

const radius = 100 / (2 * Math.PI);

export function DonutChart(props: { parts: Part[]; center: string; caption: string; format: (n: number) => string }) {
  const total = props.parts.reduce((sum, p) => sum + p.value, 0);
  let start = 0;
  return (
    <figure className="donut">
      <svg
        viewBox="0 0 42 42"
        role="img"
        aria-label={`${props.caption}: ${props.parts.map((p) => `${p.label} ${props.format(p.value)}`).join(', ')}`}
      >
        <circle cx="21" cy="21" r={radius} fill="none" stroke="var(--border)" strokeWidth="6" />
        {total > 0 &&
          props.parts.map((p) => {
            const share = (p.value / total) * 100;
            const circle = (
              <circle
                key={p.key}
                cx="21"
                cy="21"
                r={radius}
                fill="none"
                stroke={p.color}
                strokeWidth="6"
                strokeDasharray={`${share} ${100 - share}`}
                strokeDashoffset={25 - start}
              />
            );
            start += share;
            return circle;
          })}
        <text x="21" y="23" textAnchor="middle" className="donut-center">
          {props.center}
        </text>
      </svg>
      <figcaption>
        <strong>{props.caption}</strong>
        <ul className="legend">
          {props.parts.map((p) => (
            <li key={p.key} data-part={p.key}>
              <span className="swatch" style={{ background: p.color }} aria-hidden />
              {p.label}: <b>{props.format(p.value)}</b>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
