// One action of the API as both sides know it: the fields it takes and the shape of its reply's
// `data`. The server validates input with `input` and (outside production) its own replies with
// `reply`; the web app's fetchers are typed by both.
import type { z } from 'zod';

export interface ActionSpec<I extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  input: I;
  reply: R;
}

export const action = <I extends z.ZodType, R extends z.ZodType>(input: I, reply: R): ActionSpec<I, R> => ({
  input,
  reply,
});
