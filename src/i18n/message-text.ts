// The one translator of message codes (contract/messages.ts): a refusal of the server or a notice
// of a machine, in the interface language (namespace 'messages'), English as the contract words it.
import i18next from 'i18next';
import { messages, type Message, type MessageCode, type MessageParams } from '../../contract/messages.ts';

export function messageText(code: MessageCode, params?: MessageParams): string {
  return i18next.t(`messages:${code}`, { ...params, defaultValue: messages[code] });
}

/** The same, for a message carried as `{ code, params }` (an API failure, a machine's notice). */
export const textOf = (message: Message) => messageText(message.code, message.params);
