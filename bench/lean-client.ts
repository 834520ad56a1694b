// The benches' HTTP client: node:http on kept-alive sockets, as lean as a load generator's. fetch
// costs the calling process more CPU per call than the API spends answering it; where the API
// shares the bench's process (bench:battle-latency) that CPU would be counted as the API's.
import { Agent, request } from 'node:http';

export interface LeanReply {
  status: number;
  body: string;
}

/** POSTs urlencoded `fields` (as the web app sends them) to `url`, with `token` as the bearer. */
export function leanClient(maxSockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets });
  return (url: string, fields: Record<string, string | number> = {}, token?: string) =>
    new Promise<LeanReply>((resolve, reject) => {
      const body = new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();
      const headers = {
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': Buffer.byteLength(body),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      };
      const req = request(url, { method: 'POST', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(body);
    });
}
