// The Arabic strings as one chunk, loaded when a player uses Arabic (src/i18n/i18n.ts).
import { byNamespace } from '../i18n.ts';

export const strings = byNamespace(import.meta.glob('./ar/*.json', { eager: true }));
