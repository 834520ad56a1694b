// Presence is judged against the server's clock (lastSeen is a server timestamp), and a battle's
// question 1 is shown at the server's questionsAt, so a client whose clock is off would see everyone
// as gone or start late. Our own heartbeat comes back stamped by the server. The stamp was made
// between our write leaving and its echo arriving, so it bounds the offset: stamp - heard <= offset
// <= stamp - sent. The offset moves only as far as the recent bounds demand: a clock that is right
// stays as it is, and a slow echo (a busy phone, a slow network) does not pull it back.
const kept = 5;
/** An echo this long after our latest write may be an older write's: it gives no upper bound. */
const echoWithinMs = 2_000;

let sentAt = Number.NEGATIVE_INFINITY;
let bounds: { low: number; high: number }[] = [];
let offsetMs = 0;

export const serverNow = () => Date.now() + offsetMs;

/** Our heartbeat write (a server timestamp) leaves now. */
export function stampSent(): void {
  sentAt = Date.now();
}

/** A server time just written for us (our own confirmed lastSeen) has arrived. */
export function heardServerTime(serverMs: number): void {
  const heard = Date.now();
  const bound = {
    low: serverMs - heard,
    high: heard - sentAt <= echoWithinMs ? serverMs - sentAt : Number.POSITIVE_INFINITY,
  };
  const low = Math.max(bound.low, ...bounds.map((b) => b.low));
  const high = Math.min(bound.high, ...bounds.map((b) => b.high));
  // bounds that no longer meet: the clock itself moved, and only the newest sample tells where
  bounds = low <= high ? [...bounds, bound].slice(-kept) : [bound];
  const now = bounds.length === 1 ? bound : { low, high };
  offsetMs = Math.min(Math.max(offsetMs, now.low), now.high);
}
