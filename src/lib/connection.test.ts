import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createConnection } from './connection.ts';

const times = { graceMs: 2000, backForMs: 4000, probeMs: 3000 };

describe('the connection state', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a cut only once it outlasts the grace, then "back" for a while once every sign is well', () => {
    const connection = createConnection(() => {}, times);
    connection.report('database', false);
    vi.advanceTimersByTime(times.graceMs - 1);
    expect(connection.state()).toBe('online');
    vi.advanceTimersByTime(1);
    expect(connection.state()).toBe('lost');

    // the API is cut too; the database coming back alone is not enough
    connection.report('api', false);
    connection.report('database', true);
    expect(connection.state()).toBe('lost');
    connection.report('api', true);
    expect(connection.state()).toBe('back');
    vi.advanceTimersByTime(times.backForMs);
    expect(connection.state()).toBe('online');
  });

  it('never shows a blip shorter than the grace', () => {
    const connection = createConnection(() => {}, times);
    const seen: string[] = [];
    connection.subscribe(() => seen.push(connection.state()));
    connection.report('browser', false);
    vi.advanceTimersByTime(times.graceMs / 2);
    connection.report('browser', true);
    vi.advanceTimersByTime(times.graceMs * 10);
    expect(seen).toEqual([]);
  });

  it('asks the server again while its calls fail, and stops once one reaches it', () => {
    const probe = vi.fn();
    const connection = createConnection(probe, times);
    connection.report('api', false);
    vi.advanceTimersByTime(times.probeMs);
    expect(probe).toHaveBeenCalledTimes(1);
    connection.report('api', false); // the probe failed too
    vi.advanceTimersByTime(times.probeMs);
    expect(probe).toHaveBeenCalledTimes(2);
    connection.report('api', true);
    expect(connection.state()).toBe('back');
    vi.advanceTimersByTime(times.probeMs * 5);
    expect(probe).toHaveBeenCalledTimes(2);
  });

  it('a new cut while "back" shows at once', () => {
    const connection = createConnection(() => {}, times);
    connection.report('browser', false);
    vi.advanceTimersByTime(times.graceMs);
    connection.report('browser', true);
    expect(connection.state()).toBe('back');
    connection.report('browser', false);
    expect(connection.state()).toBe('lost');
  });
});
