// Content: categories and subcategories per language (name, order, premium price, image), the
// questions of every mode with their editor and preview, Fun & Learn passages, and a CSV or Open
// Trivia DB file imported from the browser. Players see a change within the content cache's time.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ReplyOf } from '../../api/api.ts';
import { Dialog } from '../../lib/dialog.tsx';
import { FieldError } from '../../lib/field-error.tsx';
import { RemoteView } from '../../lib/remote-view.tsx';
import { useRemote } from '../../lib/use-remote.ts';
import { FormActions } from './form-actions.tsx';
import { ImportForm } from './import-form.tsx';
import { LanguagePicker } from './language-picker.tsx';
import { QuestionList } from './question-list.tsx';
import { useSave } from './use-save.ts';
import { NameField } from './name-field.tsx';
import './content.css';

type Content = ReplyOf<typeof api.admin_get_content>;
type Category = Content['categories'][number];
type Subcategory = Category['subcategories'][number];
type Passage = Content['passages'][number];

const modes = ['quiz', 'true_false', 'daily', 'fun_n_learn', 'guess_the_word', 'audio', 'math', 'multi_match'] as const;
type Mode = (typeof modes)[number];
const pools = new Set<Mode>(['true_false', 'daily']);
const byLevel = new Set<Mode>(['quiz', 'multi_match']);

/** The name and the order a category and a subcategory both have. */
function NameAndOrder<T extends { name: string; row_order: number }>({ f, setF }: { f: T; setF: (f: T) => void }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <NameField label={t('content.name')} value={f.name} maxLength={50} onChange={(name) => setF({ ...f, name })} />
      <label>
        {t('content.order')}
        <input
          type="number"
          min={0}
          value={f.row_order}
          onChange={(e) => setF({ ...f, row_order: Number(e.target.value) })}
        />
      </label>
    </>
  );
}

function CategoryForm({
  languageId,
  type,
  category,
  onDone,
}: {
  languageId: number;
  type: Mode;
  category?: Category;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [f, setF] = useState({
    name: category?.name ?? '',
    row_order: category?.row_order ?? 1,
    coins: category?.coins ?? 0,
    image: category?.image ?? '',
  });
  const { error, busy, submit } = useSave(
    () => api.admin_save_category({ category_id: category?.id, language_id: languageId, type, ...f }),
    () => onDone(true),
  );
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <NameAndOrder f={f} setF={setF} />
      <label>
        {t('content.premiumCoins')}
        <input type="number" min={0} value={f.coins} onChange={(e) => setF({ ...f, coins: Number(e.target.value) })} />
      </label>
      <label>
        {t('content.image')}
        <input
          type="url"
          dir="ltr"
          value={f.image}
          placeholder="https://…"
          onChange={(e) => setF({ ...f, image: e.target.value })}
        />
      </label>
      <FieldError id="category-error" error={error} />
      <FormActions label={t('content.save')} busy={busy} onCancel={() => onDone(false)} />
    </form>
  );
}

function SubcategoryForm({
  category,
  sub,
  onDone,
}: {
  category: Category;
  sub?: Subcategory;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [f, setF] = useState({ name: sub?.name ?? '', row_order: sub?.row_order ?? category.subcategories.length + 1 });
  const { error, busy, submit } = useSave(
    () => api.admin_save_subcategory({ subcategory_id: sub?.id, category_id: category.id, ...f }),
    () => onDone(true),
  );
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <NameAndOrder f={f} setF={setF} />
      <FieldError id="subcategory-error" error={error} />
      <FormActions label={t('content.save')} busy={busy} onCancel={() => onDone(false)} />
    </form>
  );
}

function PassageForm({
  category,
  passage,
  onDone,
}: {
  category: Category;
  passage?: Passage;
  onDone: (saved: boolean) => void;
}) {
  const { t } = useTranslation('admin');
  const [f, setF] = useState({ title: passage?.title ?? '', detail: passage?.detail ?? '' });
  const { error, busy, submit } = useSave(
    () => api.admin_save_passage({ passage_id: passage?.id, category_id: category.id, ...f }),
    () => onDone(true),
  );
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <NameField
        label={t('content.title')}
        value={f.title}
        maxLength={256}
        onChange={(title) => setF({ ...f, title })}
      />
      <label>
        {t('content.passage')}
        <textarea
          value={f.detail}
          rows={8}
          dir="auto"
          required
          onChange={(e) => setF({ ...f, detail: e.target.value })}
        />
      </label>
      <FieldError id="passage-error" error={error} />
      <FormActions label={t('content.save')} busy={busy} onCancel={() => onDone(false)} />
    </form>
  );
}

type Editing =
  | { kind: 'category'; category?: Category }
  | { kind: 'subcategory'; sub?: Subcategory }
  | { kind: 'passage'; passage?: Passage }
  | null;

function CategoryContent({ languageId, mode }: { languageId: number; mode: Mode }) {
  const { t } = useTranslation('admin');
  const { state, reload } = useRemote(api.admin_get_content, { language_id: languageId, type: mode });
  const [picked, setPicked] = useState({ category: '', subcategory: '', passage: '', level: 1 });
  const [editing, setEditing] = useState<Editing>(null);
  const done = (saved: boolean) => {
    setEditing(null);
    if (saved) void reload();
  };
  return (
    <RemoteView remote={state} onRetry={() => void reload()}>
      {(content) => {
        const category = content.categories.find((c) => c.id === picked.category) ?? content.categories[0];
        const passages = content.passages.filter((p) => p.category_id === category?.id);
        const passage = passages.find((p) => p.id === picked.passage) ?? passages[0];
        return (
          <div className="stack">
            <div className="row between wrap">
              <h2>{t('content.categories')}</h2>
              <button type="button" className="btn" onClick={() => setEditing({ kind: 'category' })}>
                {t('content.newCategory')}
              </button>
            </div>
            {content.categories.length === 0 && <p className="muted">{t('content.noCategories')}</p>}
            <ul className="category-chips" aria-label={t('content.categories')}>
              {content.categories.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    className={`chip${c.id === category?.id ? ' active' : ''}`}
                    aria-pressed={c.id === category?.id}
                    onClick={() => setPicked({ category: c.id, subcategory: '', passage: '', level: 1 })}
                  >
                    <span dir="auto">{c.name}</span> <span className="muted">({c.no_of_que})</span>
                  </button>
                </li>
              ))}
            </ul>
            {category && (
              <section className="card stack" aria-labelledby="picked-category">
                <div className="row between wrap">
                  <h3 id="picked-category" dir="auto">
                    {category.name}
                  </h3>
                  <button type="button" className="btn" onClick={() => setEditing({ kind: 'category', category })}>
                    {t('content.editCategory')}
                  </button>
                </div>
                <p className="muted">
                  {category.coins > 0 ? t('content.premium', { coins: category.coins }) : t('content.free')}
                </p>
                {byLevel.has(mode) && (
                  <div className="row wrap">
                    <label>
                      {t('content.subcategory')}
                      <select
                        value={picked.subcategory}
                        onChange={(e) => setPicked({ ...picked, category: category.id, subcategory: e.target.value })}
                      >
                        <option value="">{t('content.noSubcategory')}</option>
                        {category.subcategories.map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.name} ({s.no_of_que})
                          </option>
                        ))}
                      </select>
                    </label>
                    <label>
                      {t('content.level')}
                      <input
                        type="number"
                        min={1}
                        max={1000}
                        value={picked.level}
                        onChange={(e) =>
                          setPicked({ ...picked, category: category.id, level: Math.max(1, Number(e.target.value)) })
                        }
                      />
                    </label>
                    <button
                      type="button"
                      className="btn"
                      onClick={() =>
                        setEditing({
                          kind: 'subcategory',
                          sub: category.subcategories.find((s) => s.id === picked.subcategory),
                        })
                      }
                    >
                      {picked.subcategory ? t('content.editSubcategory') : t('content.newSubcategory')}
                    </button>
                  </div>
                )}
                {mode === 'fun_n_learn' && (
                  <div className="row wrap">
                    <label>
                      {t('content.passage')}
                      <select
                        value={passage?.id ?? ''}
                        onChange={(e) => setPicked({ ...picked, category: category.id, passage: e.target.value })}
                      >
                        {passages.map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.title}
                          </option>
                        ))}
                      </select>
                    </label>
                    {passage && (
                      <button type="button" className="btn" onClick={() => setEditing({ kind: 'passage', passage })}>
                        {t('content.editPassage')}
                      </button>
                    )}
                    <button type="button" className="btn" onClick={() => setEditing({ kind: 'passage' })}>
                      {t('content.newPassage')}
                    </button>
                  </div>
                )}
                {mode === 'fun_n_learn' ? (
                  passage ? (
                    <QuestionList key={passage.id} place={{ mode, language_id: languageId, parent_id: passage.id }} />
                  ) : (
                    <p className="muted">{t('content.noPassages')}</p>
                  )
                ) : (
                  <QuestionList
                    key={`${category.id}/${picked.subcategory}/${picked.level}`}
                    place={{
                      mode,
                      language_id: languageId,
                      category_id: category.id,
                      subcategory_id: picked.subcategory,
                      ...(byLevel.has(mode) ? { level: picked.level } : {}),
                    }}
                  />
                )}
              </section>
            )}
            <Dialog
              open={editing !== null}
              title={t(`content.editing.${editing?.kind ?? 'category'}`)}
              onClose={() => setEditing(null)}
            >
              {editing?.kind === 'category' && (
                <CategoryForm languageId={languageId} type={mode} category={editing.category} onDone={done} />
              )}
              {editing?.kind === 'subcategory' && category && (
                <SubcategoryForm category={category} sub={editing.sub} onDone={done} />
              )}
              {editing?.kind === 'passage' && category && (
                <PassageForm category={category} passage={editing.passage} onDone={done} />
              )}
            </Dialog>
          </div>
        );
      }}
    </RemoteView>
  );
}

export function ContentPage() {
  const { t } = useTranslation('admin');
  const [languageId, setLanguageId] = useState(1);
  const [mode, setMode] = useState<Mode>('quiz');
  return (
    <div className="stack" data-testid="admin-content">
      <div className="row wrap">
        <LanguagePicker value={languageId} onChange={setLanguageId} />
        <label>
          {t('content.mode')}
          <select value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
            {modes.map((m) => (
              <option key={m} value={m}>
                {t(`content.modes.${m}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {pools.has(mode) ? (
        <QuestionList key={`${languageId}/${mode}`} place={{ mode, language_id: languageId }} />
      ) : (
        <CategoryContent key={`${languageId}/${mode}`} languageId={languageId} mode={mode} />
      )}
      <ImportForm languageId={languageId} />
    </div>
  );
}
