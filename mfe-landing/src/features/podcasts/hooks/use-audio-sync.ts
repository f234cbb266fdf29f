import { useEffect, type RefObject } from 'react';
import { podcastPlayerStore } from '../stores/podcast-player-store';
import { usePodcastPlayerStore } from './use-podcast-player-store';

/**
 * Keeps the <audio> element in step with the player store: the store decides (play, pause, which source,
 * mute, seek), the element reports back (ready, playing, waiting, error, ended, time).
 */
export function useAudioSync(ref: RefObject<HTMLAudioElement | null>): { seekTo: (seconds: number) => void } {
  const episode = usePodcastPlayerStore((s) => s.episodes[s.index]);
  const sourceVersion = usePodcastPlayerStore((s) => s.sourceVersion);
  const playback = usePodcastPlayerStore((s) => s.playback);
  const muted = usePodcastPlayerStore((s) => s.muted);

  useEffect(() => {
    const audio = ref.current;
    if (!audio) return;
    const s = () => podcastPlayerStore.getState();
    const handlers: [keyof HTMLMediaElementEventMap, () => void][] = [
      ['canplay', () => s().audioCanPlay()],
      ['playing', () => s().audioPlaying()],
      ['waiting', () => s().audioWaiting()],
      ['error', () => s().audioFailed()],
      ['ended', () => s().audioEnded()],
      ['timeupdate', () => s().audioTime(audio.currentTime)],
      ['durationchange', () => s().audioDuration(audio.duration)],
      ['loadedmetadata', () => s().audioDuration(audio.duration)],
    ];
    for (const [name, fn] of handlers) audio.addEventListener(name, fn);
    return () => {
      for (const [name, fn] of handlers) audio.removeEventListener(name, fn);
      s().dispose();
    };
  }, [ref]);

  // A new episode or a retry loads the source again.
  useEffect(() => {
    const audio = ref.current;
    if (!audio || !episode) return;
    audio.src = episode.audio_url;
    audio.load();
  }, [ref, episode, sourceVersion]);

  useEffect(() => {
    const audio = ref.current;
    if (!audio || !episode) return;
    if (playback === 'buffering' || playback === 'playing') {
      if (audio.paused) {
        audio.play().catch((error: unknown) => {
          const name = (error as { name?: string })?.name;
          // Autoplay refused or the play was interrupted by a new source: not an audio failure.
          if (name === 'NotAllowedError') podcastPlayerStore.getState().pause();
          else if (name !== 'AbortError') podcastPlayerStore.getState().audioFailed();
        });
      }
    } else if (!audio.paused) {
      audio.pause();
    }
  }, [ref, episode, playback, sourceVersion]);

  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [ref, muted]);

  return {
    seekTo: (seconds: number) => {
      podcastPlayerStore.getState().seek(seconds);
      const audio = ref.current;
      if (audio) audio.currentTime = podcastPlayerStore.getState().currentTime;
    },
  };
}
