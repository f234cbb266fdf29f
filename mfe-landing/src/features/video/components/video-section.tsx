import { useState } from 'react';
import poster from '../assets/video-poster.svg';
import { useVideoUrl, withAutoplay } from '../hooks/use-video-url';

/** 'Why choose us': a poster with a play button that swaps to the embedded player with autoplay. */
export default function VideoSection() {
  const url = useVideoUrl();
  const [playing, setPlaying] = useState(false);

  return (
    <section className="landing-section video" aria-labelledby="video-heading">
      <div className="container">
        <h2 id="video-heading" className="section-title">Чому обирають нас</h2>
        <p className="section-lead">Пів хвилини про те, як ми працюємо і чому клієнти повертаються до нас знову.</p>
        <div className="video-frame">
          {playing && url ? (
            <iframe
              className="video-player"
              src={withAutoplay(url)}
              title="Відео: чому обирають нас"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <>
              <img className="video-poster" src={poster} alt="" width={1280} height={720} loading="lazy" decoding="async" />
              <button type="button" className="video-play" onClick={() => setPlaying(true)} disabled={!url} aria-label="Відтворити відео «Чому обирають нас»">
                <svg width="36" height="36" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                  <path fill="currentColor" d="M8 5.5v13l11-6.5z" />
                </svg>
              </button>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
