import { useRef } from 'react';
import { PODCAST_MESSAGES } from '@law/contracts';
import { useAudioSync } from '../hooks/use-audio-sync';
import { usePodcastPlayerStore } from '../hooks/use-podcast-player-store';
import { EpisodeList } from './episode-list';
import { PlayerControls } from './player-controls';
import { PodcastCover } from './podcast-cover';
import { ProgressBar } from './progress-bar';

/** The player for a loaded, non-empty list. */
export function PodcastPlayer() {
  const audioRef = useRef<HTMLAudioElement>(null);
  const { seekTo } = useAudioSync(audioRef);
  const episode = usePodcastPlayerStore((s) => s.episodes[s.index]);
  const playback = usePodcastPlayerStore((s) => s.playback);
  const currentTime = usePodcastPlayerStore((s) => s.currentTime);
  const duration = usePodcastPlayerStore((s) => s.duration);
  const retry = usePodcastPlayerStore((s) => s.retry);
  const audioError = playback === 'audio-error';

  return (
    <div className="podcast-player card">
      <audio ref={audioRef} preload="metadata" data-testid="podcast-audio" />
      <div className="podcast-now">
        <div className="podcast-cover-wrap">
          <PodcastCover src={episode.image_url} alt={`Обкладинка: ${episode.title}`} size={220} className="podcast-cover" />
          {audioError && <span className="podcast-badge" role="status">{PODCAST_MESSAGES.audioBadge}</span>}
        </div>
        <div className="podcast-body">
          <h3 className="podcast-title">{episode.title}</h3>
          <p className="podcast-description">{episode.description}</p>
          {audioError && (
            <div className="podcast-error" role="alert">
              <span>{PODCAST_MESSAGES.audioBox}</span>
              <button type="button" className="btn btn-small btn-primary" onClick={retry}>
                {PODCAST_MESSAGES.retry}
              </button>
            </div>
          )}
          <ProgressBar currentTime={currentTime} duration={duration} disabled={audioError} onSeek={seekTo} />
          <PlayerControls />
          {episode.apple_podcast_url && (
            <a className="podcast-directory" href={episode.apple_podcast_url} target="_blank" rel="noopener noreferrer">
              Слухати в Apple Podcasts
            </a>
          )}
        </div>
      </div>
      <EpisodeList />
    </div>
  );
}
