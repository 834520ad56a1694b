/** Ends the current task: what follows runs in a task of its own, so a start's steps are short tasks
 * rather than one long one that blocks a phone's main thread (and its input) meanwhile. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once what is committed now is on screen: a frame after the one that paints it (a frame
 * is drawn, then shown). A hidden tab, which draws no frames, goes on after half a second. */
export const afterPaint = () =>
  new Promise<void>((resolve) => {
    const fallback = setTimeout(resolve, 500);
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => (clearTimeout(fallback), resolve()), 0)));
  });
