import { usePodcastPlayerStore } from '../hooks/use-podcast-player-store';
import { MutedIcon, NextIcon, PauseIcon, PlayIcon, PrevIcon, VolumeIcon } from './player-icons';

export function PlayerControls() {
  const index = usePodcastPlayerStore((s) => s.index);
  const count = usePodcastPlayerStore((s) => s.episodes.length);
  const playback = usePodcastPlayerStore((s) => s.playback);
  const muted = usePodcastPlayerStore((s) => s.muted);
  const toggle = usePodcastPlayerStore((s) => s.toggle);
  const next = usePodcastPlayerStore((s) => s.next);
  const previous = usePodcastPlayerStore((s) => s.previous);
  const toggleMute = usePodcastPlayerStore((s) => s.toggleMute);
  const active = playback === 'playing' || playback === 'buffering';

  return (
    <div className="podcast-controls">
      <button type="button" className="icon-btn" onClick={previous} disabled={index === 0} aria-label="Попередній епізод">
        <PrevIcon />
      </button>
      <button
        type="button"
        className="icon-btn icon-btn-main"
        onClick={toggle}
        aria-label={active ? 'Пауза' : 'Відтворити'}
        aria-busy={playback === 'buffering'}
      >
        {active ? <PauseIcon /> : <PlayIcon />}
        {playback === 'buffering' && <span className="podcast-spinner" aria-hidden="true" />}
      </button>
      <button type="button" className="icon-btn" onClick={next} disabled={index >= count - 1} aria-label="Наступний епізод">
        <NextIcon />
      </button>
      <button
        type="button"
        className="icon-btn podcast-mute"
        onClick={toggleMute}
        aria-pressed={muted}
        aria-label={muted ? 'Увімкнути звук' : 'Вимкнути звук'}
      >
        {muted ? <MutedIcon /> : <VolumeIcon />}
      </button>
    </div>
  );
}
