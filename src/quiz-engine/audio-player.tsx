// An audio question's clip with its own controls: play/pause, a seek bar and the time.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from './timer-ring.tsx';

export function AudioPlayer({ src }: { src: string }) {
  const { t } = useTranslation('quiz');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [failed, setFailed] = useState(false);

  useEffect(() => () => audio.current?.pause(), []);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (el.paused) void el.play().catch(() => setFailed(true));
    else el.pause();
  };

  return (
    <div className="audio-player" data-testid="audio-player">
      <audio
        ref={audio}
        src={src}
        preload="metadata"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        onEnded={() => setPlaying(false)}
        onTimeUpdate={(e) => setTime(e.currentTarget.currentTime)}
        onLoadedMetadata={(e) => setDuration(Number.isFinite(e.currentTarget.duration) ? e.currentTarget.duration : 0)}
        onError={() => setFailed(true)}
      />
      <button type="button" className="btn audio-toggle" onClick={toggle} aria-pressed={playing} disabled={failed}>
        <span aria-hidden>{playing ? '⏸' : '▶'}</span> {playing ? t('pause') : t('play')}
      </button>
      <input
        type="range"
        className="audio-seek"
        min={0}
        max={duration || 0}
        step={0.1}
        value={Math.min(time, duration || 0)}
        aria-label={t('seek')}
        disabled={!duration}
        onChange={(e) => {
          if (audio.current) audio.current.currentTime = Number(e.target.value);
        }}
      />
      <span className="audio-time">
        {formatSeconds(Math.floor(time))} / {formatSeconds(Math.floor(duration))}
      </span>
      {failed && <span className="error-text">{t('audioFailed')}</span>}
    </div>
  );
}
