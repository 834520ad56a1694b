import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { examStart, type ExamKey } from './exam-start.ts';
import type { MessageCode } from '../contract/messages.ts';
import { refused } from './refusal-kit.ts';

function dialog(refusal?: MessageCode) {
  const asked: ExamKey[] = [];
  const notices: MessageCode[] = [];
  const logic = examStart.provide({
    actors: {
      startExam: fromPromise(async ({ input }) => {
        asked.push(input);
        if (refusal) throw refused(refusal);
      }),
    },
    actions: { notify: (_, { message }) => void notices.push(message.code) },
  });
  const actor = createActor(logic, { input: { examId: 'e1' } }).start();
  const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
  return { actor, asked, notices, settle, snapshot: () => actor.getSnapshot() };
}

describe('examStart', () => {
  it('asks for the key, then the agreement, before asking the server anything', () => {
    const d = dialog();
    d.actor.send({ type: 'start', key: '  ', agreed: true });
    d.actor.send({ type: 'start', key: 'SCI2026', agreed: false });
    expect(d.notices).toEqual(['enter_exam_key', 'agree_exam_rules']);
    expect(d.snapshot().context.error).toEqual({ code: 'agree_exam_rules' });
    expect(d.asked).toEqual([]);
  });

  it('opens the exam with the trimmed key and ends with it for the play page', async () => {
    const d = dialog();
    d.actor.send({ type: 'start', key: ' SCI2026 ', agreed: true });
    expect(d.snapshot().value).toBe('starting');
    await d.settle();
    expect(d.asked).toEqual([{ examId: 'e1', key: 'SCI2026' }]);
    expect(d.snapshot().status).toBe('done');
    expect(d.snapshot().output).toEqual({ examId: 'e1', key: 'SCI2026' });
  });

  it("says the server's refusal and lets the player try another key", async () => {
    const d = dialog('invalid_exam_key');
    d.actor.send({ type: 'start', key: 'WRONG', agreed: true });
    await d.settle();
    expect(d.snapshot().value).toBe('idle');
    expect(d.snapshot().context.error).toEqual({ code: 'invalid_exam_key' });
    expect(d.notices).toEqual(['invalid_exam_key']);
    d.actor.send({ type: 'start', key: 'OTHER', agreed: true });
    expect(d.snapshot().value).toBe('starting');
  });
});
