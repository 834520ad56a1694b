// How many of the player's own notifications are unread (server/economy/inbox.ts): the header's
// count, asked again on each page change and set to 0 once the notifications page has shown them.
import { create } from 'zustand';
import { call } from '../api/client.ts';

interface InboxState {
  unread: number;
  refresh(): Promise<void>;
  markRead(): Promise<void>;
}

export const useInbox = create<InboxState>()((set) => ({
  unread: 0,
  async refresh() {
    const reply = await call<{ unread: number }>('get_inbox_unread');
    if (reply) set({ unread: reply.unread });
  },
  async markRead() {
    const reply = await call<{ unread: number }>('mark_inbox_read');
    if (reply) set({ unread: reply.unread });
  },
}));
