// Presence is judged against the server's clock (lastSeen is a server timestamp), so a client whose
// clock is off would see everyone as gone. Our own heartbeat comes back stamped by the server: the
// difference to our clock is the offset.
let offsetMs = 0;

export const serverNow = () => Date.now() + offsetMs;

/** A server time just written for us (our own confirmed lastSeen). */
export function heardServerTime(serverMs: number): void {
  offsetMs = serverMs - Date.now();
}
