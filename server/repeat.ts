import { log } from './log.ts';

/** Runs `pass` every `intervalMs`, never two passes at once; a failed pass is logged and the next one runs. Returns the stop function. */
export function repeatEvery(intervalMs: number, name: string, pass: () => Promise<unknown>): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    pass()
      .catch((err: unknown) => log('error', { msg: `${name} pass failed`, err: String(err) }))
      .finally(() => (busy = false));
  }, intervalMs);
  return () => clearInterval(timer);
}
