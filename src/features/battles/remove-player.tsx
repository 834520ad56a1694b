// The owner's "Remove" on a seat of a waiting room, confirmed first: the seat is free again and no
// fee has been taken (fees go at the start). The room machine asks the server; its listener shows
// the seat emptied, and a refusal is told.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../lib/dialog.tsx';

export function RemovePlayer({ name, onRemove }: { name: string; onRemove: () => void }) {
  const { t } = useTranslation('battle');
  const [open, setOpen] = useState(false);
  const remove = () => {
    setOpen(false);
    onRemove();
  };
  return (
    <>
      <button
        type="button"
        className="btn small"
        onClick={() => setOpen(true)}
        aria-label={t('removePlayerNamed', { name })}
      >
        {t('removePlayer')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('removePlayerNamed', { name })}
        confirmLabel={t('removePlayer')}
        danger
        onCancel={() => setOpen(false)}
        onConfirm={remove}
      >
        {t('removePlayerWarning', { name })}
      </ConfirmDialog>
    </>
  );
}
