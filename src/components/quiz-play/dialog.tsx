// A modal dialog on the native <dialog> element: focus is trapped, Escape closes it.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function Dialog({ open, title, onClose, children }: { open: boolean; title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog ref={ref} className="quiz-dialog" aria-label={title} onClose={onClose}>
      {open && (
        <>
          <h2>{title}</h2>
          {children}
        </>
      )}
    </dialog>
  );
}

/** Yes/no: the confirm button runs `onConfirm`. */
export function ConfirmDialog(props: { open: boolean; title: string; text: string; confirmLabel?: string; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onClose}>
      <p>{props.text}</p>
      <div className="row dialog-actions">
        <button type="button" className="btn" onClick={props.onClose}>
          {t('cancel')}
        </button>
        <button type="button" className="btn primary" onClick={props.onConfirm}>
          {props.confirmLabel ?? t('confirm')}
        </button>
      </div>
    </Dialog>
  );
}
