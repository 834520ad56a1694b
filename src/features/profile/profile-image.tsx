// The profile picture: choose a file, see it before sending, upload it (upload_profile_image).
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../lib/avatar.tsx';
import { useSession, type SessionUser } from '../../stores/session.ts';
import { useDemoGuard } from './demo-guard.ts';
import { maxImageBytes } from './profile-rules.ts';
import { api } from '../../api/api.ts';
import { textOf } from '../../i18n/message-text.ts';
import { useCommand } from '../../lib/use-command.ts';

export function ProfileImage({ user }: { user: SessionUser }) {
  const { t } = useTranslation('profile');
  const updateUser = useSession((s) => s.updateUser);
  const guard = useDemoGuard();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(chosen: File | undefined) {
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) return void toast.error(t('notAnImage'));
    if (chosen.size > maxImageBytes) return void toast.error(t('imageTooLarge'));
    setFile(chosen);
  }

  const save = useCommand(api.upload_profile_image, {
    onDone: (user) => {
      updateUser({ profile: user.profile });
      setFile(null);
      toast.success(t('imageSaved'));
    },
    onRefused: (refusal) => toast.error(textOf(refusal)),
  });

  function upload() {
    if (!file || guard.refused()) return;
    save.send({ image: file });
  }

  return (
    <div className="profile-image">
      <Avatar name={user.name} src={preview ?? user.profile} size={96} />
      <div className="stack">
        {/* the browser's own file button speaks the browser's language: a button in the player's, over a hidden input that keeps the keyboard */}
        <div className="file-pick">
          <span>{t('chooseImage')}</span>
          <label className="btn small file-button" data-testid="image-pick">
            {t('chooseImageButton')}
            <input
              type="file"
              accept="image/*"
              className="visually-hidden"
              onChange={(e) => choose(e.target.files?.[0])}
              data-testid="image-input"
            />
          </label>
          <span className="muted" dir="auto">
            {file ? file.name : t('noImageChosen')}
          </span>
        </div>
        {preview && (
          <div className="row">
            <span className="muted">{t('previewHint')}</span>
            <button type="button" className="btn primary small" onClick={upload} disabled={save.busy}>
              {t('uploadImage')}
            </button>
            <button type="button" className="btn small" onClick={() => setFile(null)}>
              {t('common:cancel')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
