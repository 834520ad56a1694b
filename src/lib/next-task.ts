/** Ends the current task: what follows runs in a task of its own, so a start's steps are short tasks
 * rather than one long one that blocks a phone's main thread (and its input) meanwhile. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
