// What this player bookmarked or un-bookmarked in this visit, by question id: the toggle during
// play and the one on the review screen show the same state.
import { create } from 'zustand';

interface BookmarkMarks {
  marks: Record<string, boolean>;
  mark: (questionId: string, on: boolean) => void;
}

export const useBookmarkMarks = create<BookmarkMarks>((set) => ({
  marks: {},
  mark: (questionId, on) => set((s) => ({ marks: { ...s.marks, [questionId]: on } })),
}));
