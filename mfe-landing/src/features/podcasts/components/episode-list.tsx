import { PODCAST_MESSAGES } from '@law/contracts';
import { usePodcastPlayerStore } from '../hooks/use-podcast-player-store';
import { PodcastCover } from './podcast-cover';

/** 'Інші епізоди': every episode, the current one marked; shown only with more than one episode. */
export function EpisodeList() {
  const episodes = usePodcastPlayerStore((s) => s.episodes);
  const index = usePodcastPlayerStore((s) => s.index);
  const playback = usePodcastPlayerStore((s) => s.playback);
  const select = usePodcastPlayerStore((s) => s.select);
  if (episodes.length <= 1) return null;
  const keepPlaying = playback === 'playing' || playback === 'buffering';
  return (
    <div className="podcast-episodes">
      <h3 className="podcast-episodes-title">{PODCAST_MESSAGES.otherEpisodes}</h3>
      <ol className="podcast-episode-list">
        {episodes.map((e, i) => (
          <li key={`${e.audio_url}-${i}`}>
            <button
              type="button"
              className={`podcast-episode${i === index ? ' is-current' : ''}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => select(i, { autoplay: keepPlaying || i !== index })}
            >
              <PodcastCover src={e.image_url} alt="" size={48} className="podcast-episode-cover" />
              <span className="podcast-episode-text">
                <span className="podcast-episode-name">{e.title}</span>
                <span className="podcast-episode-number">Епізод {i + 1}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
