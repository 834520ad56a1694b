// The question form for every type the game plays, beside its preview as the player will see it.
// The server checks what is sent as the importer checks a row and says what is wrong.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ReplyOf } from '../../api/api.ts';
import { describedBy, FieldError } from '../../lib/field-error.tsx';
import { FormActions } from './form-actions.tsx';
import { optionId, QuestionPreview, type DraftQuestion } from './question-preview.tsx';
import { useSave } from './use-save.ts';

export type AdminQuestion = ReplyOf<typeof api.admin_save_question>;

/** Where a new question goes: its mode and place (a category and level, or a passage, contest or exam). */
export interface QuestionPlace {
  mode: string;
  language_id: number;
  category_id?: string;
  subcategory_id?: string;
  parent_id?: string;
  level?: number;
}

const blankPairs = () => Array.from({ length: 6 }, () => ({ left: '', right: '' }));
const optionCount = (mode: string, kind: string) => (kind ? 6 : mode === 'true_false' ? 2 : 4);

function draftOf(place: QuestionPlace, q?: AdminQuestion): DraftQuestion & { marks: number } {
  const kind = q?.kind ?? '';
  const count = optionCount(place.mode, kind);
  const options = [...(q?.options ?? (place.mode === 'true_false' ? ['True', 'False'] : []))];
  while (options.length < count) options.push('');
  const pairs = [...(q?.pairs ?? []), ...blankPairs()].slice(0, 6);
  return {
    mode: place.mode,
    kind,
    question: q?.question ?? '',
    options,
    answer: q?.answer ?? 'a',
    note: q?.note ?? '',
    audio: q?.audio ?? '',
    hints: q?.hints ?? [''],
    pairs,
    marks: q?.marks ?? 1,
  };
}

export function QuestionEditor({
  place,
  question,
  onSaved,
  onCancel,
}: {
  place: QuestionPlace;
  question?: AdminQuestion;
  onSaved: (q: AdminQuestion) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('admin');
  const [d, setD] = useState(() => draftOf(place, question));
  const id = useId();
  const set = (patch: Partial<typeof d>) => setD((x) => ({ ...x, ...patch }));
  const mode = place.mode;
  const listKind = mode === 'multi_match' && d.kind !== '';
  const pairsKind = mode === 'multi_match' && d.kind === '';
  const word = mode === 'guess_the_word';
  const choice = !word && !pairsKind && !listKind;
  const changeKind = (kind: DraftQuestion['kind']) =>
    set({ kind, options: Array.from({ length: optionCount(mode, kind) }, () => ''), answer: kind ? '' : 'a' });

  const { error, busy, submit } = useSave(
    () =>
      api.admin_save_question({
        ...place,
        question_id: question?.id,
        kind: d.kind,
        question: d.question,
        options: JSON.stringify(word || pairsKind ? [] : d.options),
        answer: pairsKind ? '' : d.answer,
        note: d.note,
        audio: d.audio,
        marks: mode === 'exam' ? d.marks : 0,
        hints: JSON.stringify(d.hints.filter(Boolean)),
        pairs: JSON.stringify(d.pairs.filter((p) => p.left || p.right)),
      }),
    onSaved,
    'content.questionSaved',
  );

  const errorId = `${id}-error`;
  return (
    <div className="question-editor">
      <form className="stack" onSubmit={submit} noValidate>
        {mode === 'multi_match' && (
          <label>
            {t('content.kind')}
            <select
              value={d.kind}
              disabled={Boolean(question)}
              onChange={(e) => changeKind(e.target.value as DraftQuestion['kind'])}
            >
              <option value="">{t('content.kinds.pairs')}</option>
              <option value="multi_select">{t('content.kinds.multi_select')}</option>
              <option value="sequence">{t('content.kinds.sequence')}</option>
            </select>
          </label>
        )}
        <label>
          {t('content.questionText')}
          <textarea
            value={d.question}
            rows={3}
            maxLength={500}
            dir="auto"
            required
            {...describedBy(errorId, error)}
            onChange={(e) => set({ question: e.target.value })}
          />
        </label>
        {mode === 'audio' && (
          <label>
            {t('content.audio')}
            <input
              value={d.audio}
              type="url"
              dir="ltr"
              placeholder="https://…"
              onChange={(e) => set({ audio: e.target.value })}
            />
          </label>
        )}
        {(choice || listKind) &&
          d.options.map((o, i) => (
            <label key={optionId(i)}>
              {t('content.option', { id: optionId(i).toUpperCase() })}
              <input
                value={o}
                maxLength={256}
                dir="auto"
                onChange={(e) => set({ options: d.options.map((x, j) => (j === i ? e.target.value : x)) })}
              />
            </label>
          ))}
        {choice && (
          <label>
            {t('content.rightOption')}
            <select value={d.answer} onChange={(e) => set({ answer: e.target.value })}>
              {d.options.map((o, i) => (
                <option key={optionId(i)} value={optionId(i)}>
                  {optionId(i).toUpperCase()}: {o}
                </option>
              ))}
            </select>
          </label>
        )}
        {listKind && (
          <label>
            {t(d.kind === 'sequence' ? 'content.rightOrder' : 'content.rightSet')}
            <input value={d.answer} dir="ltr" placeholder="a c d" onChange={(e) => set({ answer: e.target.value })} />
          </label>
        )}
        {word && (
          <>
            <label>
              {t('content.word')}
              <input value={d.answer} dir="auto" onChange={(e) => set({ answer: e.target.value })} />
            </label>
            <label>
              {t('content.hints')}
              <textarea
                value={d.hints.join('\n')}
                rows={3}
                dir="auto"
                onChange={(e) => set({ hints: e.target.value.split('\n') })}
              />
            </label>
          </>
        )}
        {pairsKind && (
          <fieldset className="pair-grid">
            <legend>{t('content.pairs')}</legend>
            {d.pairs.map((p, i) => (
              <div className="row" key={i}>
                <input
                  aria-label={t('content.pairLeft', { n: i + 1 })}
                  value={p.left}
                  dir="auto"
                  onChange={(e) =>
                    set({ pairs: d.pairs.map((x, j) => (j === i ? { ...x, left: e.target.value } : x)) })
                  }
                />
                <input
                  aria-label={t('content.pairRight', { n: i + 1 })}
                  value={p.right}
                  dir="auto"
                  onChange={(e) =>
                    set({ pairs: d.pairs.map((x, j) => (j === i ? { ...x, right: e.target.value } : x)) })
                  }
                />
              </div>
            ))}
          </fieldset>
        )}
        {mode === 'exam' && (
          <label>
            {t('content.marks')}
            <input
              type="number"
              min={1}
              max={100}
              value={d.marks}
              onChange={(e) => set({ marks: Number(e.target.value) })}
            />
          </label>
        )}
        <label>
          {t('content.note')}
          <textarea
            value={d.note}
            rows={2}
            maxLength={500}
            dir="auto"
            onChange={(e) => set({ note: e.target.value })}
          />
        </label>
        <FieldError id={errorId} error={error} />
        <FormActions label={t('content.save')} busy={busy} onCancel={onCancel} />
      </form>
      <QuestionPreview q={{ ...d, options: choice || listKind ? d.options : [], answer: pairsKind ? '' : d.answer }} />
    </div>
  );
}
