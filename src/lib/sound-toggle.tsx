// Sound and vibration on or off, remembered on this device: in the header's menu, and one tap away
// on the battle screen.
import { Volume2, VolumeX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSound } from '../stores/sound.ts';

export function SoundToggle({ testId = 'sound-toggle' }: { testId?: string }) {
  const { t } = useTranslation();
  const muted = useSound((s) => s.muted);
  const toggle = useSound((s) => s.toggle);
  const Icon = muted ? VolumeX : Volume2;
  return (
    <button
      type="button"
      className="btn small sound-toggle"
      aria-pressed={!muted}
      title={muted ? t('soundOff') : t('soundOn')}
      onClick={toggle}
      data-testid={testId}
    >
      <Icon className="icon" size={18} aria-hidden />
      {t('sound')}
    </button>
  );
}
