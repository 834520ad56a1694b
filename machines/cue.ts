// The moments a player hears (and on a phone feels): a right or wrong answer, time running out, a
// win. Machines name them in a `cue` action; the app provides what it sounds like (src/lib/cues.ts).
export type Cue = 'correct' | 'wrong' | 'timeUp' | 'win';
