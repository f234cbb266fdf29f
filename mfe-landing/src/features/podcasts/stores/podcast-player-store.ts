import { createStore, type StoreApi } from 'zustand/vanilla';
import { PODCAST_MESSAGES, PODCAST_TIMING, type ApiResponse, type PodcastEpisode } from '@law/contracts';

/** The list's state: loading, error (with one of the two texts of spec section 8) or ready. */
export type ListStatus = 'loading' | 'error' | 'ready';
/**
 * The current episode's playback: idle (ready, never started), buffering (play asked, waiting for audio),
 * playing, paused, or audio-error.
 */
export type Playback = 'idle' | 'buffering' | 'playing' | 'paused' | 'audio-error';
/** The states of spec section 4. */
export type PlayerStatus = 'loading' | 'error' | 'ready' | 'playing' | 'paused' | 'buffering' | 'audio error';

export interface PodcastPlayerState {
  listStatus: ListStatus;
  listError: string | null;
  episodes: PodcastEpisode[];
  index: number;
  playback: Playback;
  /** Bumped whenever the audio element must (re)load the current episode's source. */
  sourceVersion: number;
  currentTime: number;
  duration: number;
  muted: boolean;

  load: (fetcher: () => Promise<ApiResponse<PodcastEpisode[]>>) => Promise<void>;
  select: (index: number, opts?: { autoplay?: boolean }) => void;
  play: () => void;
  pause: () => void;
  toggle: () => void;
  next: () => void;
  previous: () => void;
  seek: (seconds: number) => void;
  toggleMute: () => void;
  retry: () => void;
  /** Audio element events. */
  audioCanPlay: () => void;
  audioPlaying: () => void;
  audioWaiting: () => void;
  audioFailed: () => void;
  audioEnded: () => void;
  audioTime: (seconds: number) => void;
  audioDuration: (seconds: number) => void;
  /** Stops timers (unmount). */
  dispose: () => void;
}

export function playerStatus(s: Pick<PodcastPlayerState, 'listStatus' | 'playback'>): PlayerStatus {
  if (s.listStatus !== 'ready') return s.listStatus;
  switch (s.playback) {
    case 'idle':
      return 'ready';
    case 'audio-error':
      return 'audio error';
    default:
      return s.playback;
  }
}

export type PodcastPlayerStore = StoreApi<PodcastPlayerState>;

export function createPodcastPlayerStore(): PodcastPlayerStore {
  let readyTimer: ReturnType<typeof setTimeout> | undefined;
  let nextTimer: ReturnType<typeof setTimeout> | undefined;
  const clearReady = () => {
    if (readyTimer !== undefined) clearTimeout(readyTimer);
    readyTimer = undefined;
  };
  const clearNext = () => {
    if (nextTimer !== undefined) clearTimeout(nextTimer);
    nextTimer = undefined;
  };

  return createStore<PodcastPlayerState>()((set, get) => {
    /** Play waits for the audio with a 10 s limit; past it the episode is in audio error. */
    const waitForAudio = () => {
      clearReady();
      set({ playback: 'buffering' });
      readyTimer = setTimeout(() => {
        readyTimer = undefined;
        if (get().playback === 'buffering') set({ playback: 'audio-error' });
      }, PODCAST_TIMING.audioReadyTimeoutMs);
    };

    const select = (index: number, opts: { autoplay?: boolean } = {}) => {
      const { episodes, sourceVersion } = get();
      if (index < 0 || index >= episodes.length) return;
      clearReady();
      clearNext();
      set({ index, currentTime: 0, duration: 0, sourceVersion: sourceVersion + 1, playback: 'idle' });
      if (opts.autoplay) waitForAudio();
    };

    const isActive = () => ['buffering', 'playing'].includes(get().playback);

    return {
      listStatus: 'loading',
      listError: null,
      episodes: [],
      index: 0,
      playback: 'idle',
      sourceVersion: 0,
      currentTime: 0,
      duration: 0,
      muted: false,

      load: async (fetcher) => {
        set({ listStatus: 'loading', listError: null });
        try {
          const res = await fetcher();
          if (!res.success) {
            set({ listStatus: 'error', listError: PODCAST_MESSAGES.listFailed, episodes: [] });
            return;
          }
          set({ listStatus: 'ready', episodes: res.data, index: 0, currentTime: 0, duration: 0, playback: 'idle', sourceVersion: get().sourceVersion + 1 });
        } catch {
          set({ listStatus: 'error', listError: PODCAST_MESSAGES.listException, episodes: [] });
        }
      },
      select,
      play: () => {
        const s = get();
        if (s.listStatus !== 'ready' || s.episodes.length === 0 || s.playback === 'playing' || s.playback === 'buffering') return;
        if (s.playback === 'audio-error') {
          get().retry();
          return;
        }
        clearNext();
        waitForAudio();
      },
      pause: () => {
        clearReady();
        clearNext();
        if (get().playback === 'audio-error') return;
        set({ playback: 'paused' });
      },
      toggle: () => (isActive() ? get().pause() : get().play()),
      next: () => {
        const { index, episodes } = get();
        if (index < episodes.length - 1) select(index + 1, { autoplay: isActive() });
      },
      previous: () => {
        const { index } = get();
        if (index > 0) select(index - 1, { autoplay: isActive() });
      },
      seek: (seconds) => {
        const { duration } = get();
        const max = duration > 0 ? duration : Number.POSITIVE_INFINITY;
        set({ currentTime: Math.min(Math.max(0, Number.isFinite(seconds) ? seconds : 0), max) });
      },
      toggleMute: () => set({ muted: !get().muted }),
      retry: () => {
        clearNext();
        set({ sourceVersion: get().sourceVersion + 1, currentTime: 0, playback: 'idle' });
        waitForAudio();
      },

      audioCanPlay: () => {
        if (get().playback === 'buffering') {
          // Ready in time: the element is asked to play; 'playing' confirms it.
          clearReady();
          set({ playback: 'playing' });
        }
      },
      audioPlaying: () => {
        if (get().playback === 'audio-error') return;
        clearReady();
        set({ playback: 'playing' });
      },
      audioWaiting: () => {
        if (get().playback === 'playing') waitForAudio();
      },
      audioFailed: () => {
        clearReady();
        clearNext();
        set({ playback: 'audio-error' });
      },
      audioEnded: () => {
        clearReady();
        const { index, episodes, duration } = get();
        if (index >= episodes.length - 1) {
          set({ playback: 'paused', currentTime: duration });
          return;
        }
        select(index + 1);
        nextTimer = setTimeout(() => {
          nextTimer = undefined;
          get().play();
        }, PODCAST_TIMING.nextEpisodeDelayMs);
      },
      audioTime: (seconds) => set({ currentTime: seconds }),
      audioDuration: (seconds) => set({ duration: Number.isFinite(seconds) && seconds > 0 ? seconds : 0 }),
      dispose: () => {
        clearReady();
        clearNext();
      },
    };
  });
}

/** The page's one player. */
export const podcastPlayerStore = createPodcastPlayerStore();
