// The API under a bench runs as production runs it: NODE_ENV=production (so, e.g., the development
// check of every reply against the contract is off) with an API secret of the run's own.
import { randomBytes } from 'node:crypto';

export function asProduction(): void {
  process.env.NODE_ENV = 'production';
  process.env.API_SECRET ??= randomBytes(48).toString('base64');
}
