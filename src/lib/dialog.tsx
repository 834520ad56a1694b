// The app's modal dialogs on the native <dialog>: focus stays inside, Escape cancels. `Dialog` holds
// any content (a form, a report); `ConfirmDialog` asks yes or no.
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './shared-ui.css';

export function Dialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);
  return (
    <dialog ref={ref} className="app-dialog" aria-label={title} onClose={onClose}>
      {open && (
        <>
          <h2>{title}</h2>
          {children}
        </>
      )}
    </dialog>
  );
}

/** Yes or no: Cancel (and Escape) runs `onCancel`, the confirm button `onConfirm`; `otherAction`, a
 * third way on, sits between them. */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  busy?: boolean;
  otherAction?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={props.open} title={props.title} onClose={props.onCancel}>
      <div>{props.children}</div>
      <div className="row dialog-actions">
        <button type="button" className="btn" onClick={props.onCancel}>
          {t('cancel')}
        </button>
        {props.otherAction}
        <button
          type="button"
          className={`btn ${props.danger ? 'danger' : 'primary'}`}
          disabled={props.busy}
          onClick={props.onConfirm}
        >
          {props.confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
