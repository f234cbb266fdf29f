import { useEffect } from 'react';
import { PODCAST_MESSAGES } from '@law/contracts';
import { getPodcasts } from '../api/get-podcasts';
import { usePodcastPlayerStore } from '../hooks/use-podcast-player-store';
import { PodcastPlayer } from './podcast-player';

/** 'Наші Подкасти': loading, list errors, empty state, or the player. */
export default function PodcastSection() {
  const listStatus = usePodcastPlayerStore((s) => s.listStatus);
  const listError = usePodcastPlayerStore((s) => s.listError);
  const count = usePodcastPlayerStore((s) => s.episodes.length);
  const load = usePodcastPlayerStore((s) => s.load);

  useEffect(() => {
    void load(getPodcasts);
  }, [load]);

  return (
    <section className="landing-section podcasts" aria-labelledby="podcasts-heading">
      <div className="container">
        <h2 id="podcasts-heading" className="section-title">{PODCAST_MESSAGES.heading}</h2>
        <p className="section-lead">Коротко і зрозуміло про ваші права: слухайте дорогою на роботу чи вдома.</p>
        {listStatus === 'loading' && <div className="podcast-skeleton card" aria-busy="true" aria-label="Завантаження подкастів" />}
        {listStatus === 'error' && (
          <p className="podcast-list-error card" role="alert">{listError}</p>
        )}
        {listStatus === 'ready' && count === 0 && <p className="podcast-empty card">{PODCAST_MESSAGES.empty}</p>}
        {listStatus === 'ready' && count > 0 && <PodcastPlayer />}
      </div>
    </section>
  );
}
