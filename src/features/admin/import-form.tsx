// Import a CSV (docs/import-template.csv) or an Open Trivia DB file through the server's importer:
// what was imported, skipped and rejected (by line) is announced.
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api, type ReplyOf } from '../../api/api.ts';
import { FieldError } from '../../lib/field-error.tsx';
import { textOf } from '../../i18n/message-text.ts';
import { useCommand } from '../../lib/use-command.ts';

type Report = ReplyOf<typeof api.admin_import_questions>;

export function ImportForm({ languageId }: { languageId: number }) {
  const { t } = useTranslation('admin');
  const [format, setFormat] = useState<'csv' | 'opentdb'>('csv');
  const [file, setFile] = useState<File | null>(null);
  const [noFile, setNoFile] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const { send, busy, refusal } = useCommand(api.admin_import_questions, { onDone: setReport });
  const error = noFile ? t('content.chooseFile') : refusal === null ? null : textOf(refusal);

  function submit(e: FormEvent) {
    e.preventDefault();
    setNoFile(!file);
    setReport(null);
    if (file) send({ format, language_id: languageId, file });
  }

  return (
    <form className="card stack" onSubmit={submit} noValidate aria-labelledby="import-title">
      <h2 id="import-title">{t('content.import')}</h2>
      <div className="row wrap">
        <label>
          {t('content.format')}
          <select value={format} onChange={(e) => setFormat(e.target.value as 'csv' | 'opentdb')}>
            <option value="csv">CSV</option>
            <option value="opentdb">Open Trivia DB (JSON)</option>
          </select>
        </label>
        <label>
          {t('content.file')}
          <input
            type="file"
            accept={format === 'csv' ? '.csv,text/csv' : '.json,application/json'}
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
      </div>
      <FieldError id="import-error" error={error} />
      <button type="submit" className="btn primary" disabled={busy}>
        {busy ? t('content.importing') : t('content.importButton')}
      </button>
      <div role="status" aria-live="polite">
        {report && (
          <div className="stack" data-testid="import-report">
            <p>
              {t('content.importReport', {
                imported: report.imported,
                skipped: report.skipped_duplicates,
                rejected: report.rejected.length,
              })}
            </p>
            {report.rejected.length > 0 && (
              <ul className="coin-lines">
                {report.rejected.slice(0, 50).map((r) => (
                  <li key={r.row}>{t('content.rejectedRow', { row: r.row, reason: r.reason })}</li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </form>
  );
}
