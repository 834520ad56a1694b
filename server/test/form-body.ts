// A request body as the web app sends one (src/api/client.ts toBody): urlencoded fields, or a
// multipart form when a file is among them.
export function formBody(fields: Record<string, string | number | Blob>): URLSearchParams | FormData {
  const entries = Object.entries(fields);
  if (!entries.some(([, v]) => v instanceof Blob)) return new URLSearchParams(entries.map(([k, v]) => [k, String(v)]));
  const form = new FormData();
  for (const [k, v] of entries) form.append(k, v instanceof Blob ? v : String(v));
  return form;
}
