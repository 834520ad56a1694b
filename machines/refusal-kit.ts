// For machine tests: a rejection as the app's ApiError makes one, an Error carrying the refusal's code.
import { messages, type MessageCode } from '../contract/messages.ts';

export const refused = (code: MessageCode) => Object.assign(new Error(messages[code]), { code });
