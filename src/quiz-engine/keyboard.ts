// Play keys go to the game only when the player is not typing or in a dialog.
export const isTypingTarget = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || !!target.closest('dialog'));

export const isPlainKey = (e: KeyboardEvent) => !e.ctrlKey && !e.metaKey && !e.altKey && !isTypingTarget(e.target);
