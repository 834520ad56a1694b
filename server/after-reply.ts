// Work a request starts after its reply: the player hears at once and this follows. Tracked, so a
// stopping instance finishes it first and a test can wait for it. A process may die before it runs:
// whatever must not be lost has a durable record or a background pass behind it.
const pending = new Set<Promise<unknown>>();

/** Tracks `work`, which handles its own failure (it leaves it to the background pass behind it). */
export function afterReply(work: Promise<unknown>): void {
  const tracked = work.finally(() => pending.delete(tracked));
  pending.add(tracked);
}

/** Resolves once the work started after replies is done, and whatever that work started in turn. */
export async function afterReplies(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled(pending);
}
