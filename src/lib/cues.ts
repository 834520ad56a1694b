// What the machines' cues (machines/cue.ts) sound like: short tones made with Web Audio (no files
// to load), and a buzz on phones that vibrate. Silent when the player muted them.
import type { Cue } from '../../machines/cue.ts';
import { useSound } from '../stores/sound.ts';

/** Each cue: notes as [frequency Hz, start s, length s], a wave, and a vibration pattern (ms). */
const sounds: Record<Cue, { notes: [number, number, number][]; wave: OscillatorType; buzz: number[] }> = {
  correct: {
    notes: [
      [660, 0, 0.09],
      [880, 0.09, 0.14],
    ],
    wave: 'sine',
    buzz: [25],
  },
  wrong: {
    notes: [
      [220, 0, 0.18],
      [175, 0.16, 0.22],
    ],
    wave: 'square',
    buzz: [60, 40, 60],
  },
  timeUp: {
    notes: [
      [440, 0, 0.08],
      [440, 0.14, 0.08],
      [330, 0.28, 0.2],
    ],
    wave: 'triangle',
    buzz: [120],
  },
  win: {
    notes: [
      [523, 0, 0.12],
      [659, 0.12, 0.12],
      [784, 0.24, 0.12],
      [1047, 0.36, 0.3],
    ],
    wave: 'sine',
    buzz: [40, 40, 40, 40, 120],
  },
};

let audio: AudioContext | undefined;

export function playCue(cue: Cue): void {
  if (useSound.getState().muted) return;
  const { notes, wave, buzz } = sounds[cue];
  navigator.vibrate?.(buzz);
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [frequency, at, length] of notes) {
      const tone = audio.createOscillator();
      const volume = audio.createGain();
      tone.type = wave;
      tone.frequency.value = frequency;
      volume.gain.setValueAtTime(0.12, start + at);
      volume.gain.exponentialRampToValueAtTime(0.001, start + at + length);
      tone.connect(volume).connect(audio.destination);
      tone.start(start + at);
      tone.stop(start + at + length);
    }
  } catch {
    // no audio on this device: the screen says it all the same
  }
}

/** The provided `cue` action of a machine. */
export const cueAction = (_: unknown, { cue }: { cue: Cue }) => playCue(cue);
