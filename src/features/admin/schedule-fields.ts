// A datetime-local field's value for an ISO date, in the browser's time zone, and back.
export function localInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** '' stays '' (the server says the field is wanted); anything else as an ISO instant. */
export const isoOf = (local: string) => (local ? new Date(local).toISOString() : '');
