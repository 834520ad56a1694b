// Structured logs: one JSON line per event. LOG_LEVEL=silent (tests) or warn reduces them.
const levels = { info: 0, warn: 1, error: 2, silent: 3 } as const;
type Level = Exclude<keyof typeof levels, 'silent'>;

export function log(level: Level, fields: Record<string, unknown>): void {
  const min = levels[(process.env.LOG_LEVEL as keyof typeof levels) ?? 'info'] ?? 0;
  if (levels[level] < min) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields });
  (level === 'error' ? console.error : console.log)(line);
}
