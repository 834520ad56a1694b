// Sound (and a phone's vibration) on or off: the player's choice, remembered on this device.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

interface SoundState {
  muted: boolean;
  toggle: () => void;
}

export const useSound = create<SoundState>()(
  persist((set) => ({ muted: false, toggle: () => set((s) => ({ muted: !s.muted })) }), {
    name: 'quiz-arena-sound',
    storage: createJSONStorage(() => localStorage),
  }),
);
