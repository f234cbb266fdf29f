import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { PODCAST_MESSAGES, type PodcastEpisode } from '@law/contracts';
import { createPodcastPlayerStore, playerStatus, type PodcastPlayerStore } from './podcast-player-store';

const episode = (n: number): PodcastEpisode => ({
  title: `Випуск ${n}`,
  description: 'опис',
  image_url: `/c${n}.svg`,
  audio_url: `/a${n}.mp3`,
  apple_podcast_url: null,
});
const three = [episode(1), episode(2), episode(3)];

async function loaded(episodes = three): Promise<PodcastPlayerStore> {
  const store = createPodcastPlayerStore();
  await store.getState().load(async () => ({ success: true, data: episodes }));
  return store;
}
const status = (store: PodcastPlayerStore) => playerStatus(store.getState());

describe('podcast player store', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('starts loading and becomes ready with the first episode', async () => {
    const store = createPodcastPlayerStore();
    expect(status(store)).toBe('loading');
    await store.getState().load(async () => ({ success: true, data: three }));
    expect(status(store)).toBe('ready');
    expect(store.getState().index).toBe(0);
  });

  it('shows the success-false text when the list answer fails', async () => {
    const store = createPodcastPlayerStore();
    await store.getState().load(async () => ({ success: false, error: 'x' }));
    expect(status(store)).toBe('error');
    expect(store.getState().listError).toBe(PODCAST_MESSAGES.listFailed);
  });

  it('shows the exception text when the list request throws', async () => {
    const store = createPodcastPlayerStore();
    await store.getState().load(async () => {
      throw new Error('network');
    });
    expect(store.getState().listError).toBe(PODCAST_MESSAGES.listException);
  });

  it('is ready with no episodes (the empty state) and refuses to play', async () => {
    const store = await loaded([]);
    store.getState().play();
    expect(status(store)).toBe('ready');
  });

  it('play buffers until the audio is ready, then plays; pause pauses', async () => {
    const store = await loaded();
    store.getState().play();
    expect(status(store)).toBe('buffering');
    store.getState().audioPlaying();
    expect(status(store)).toBe('playing');
    store.getState().toggle();
    expect(status(store)).toBe('paused');
    store.getState().toggle();
    expect(status(store)).toBe('buffering');
  });

  it('turns into audio error when the audio is not ready within 10 s', async () => {
    const store = await loaded();
    store.getState().play();
    jest.advanceTimersByTime(9_999);
    expect(status(store)).toBe('buffering');
    jest.advanceTimersByTime(1);
    expect(status(store)).toBe('audio error');
  });

  it('does not time out once the audio became ready', async () => {
    const store = await loaded();
    store.getState().play();
    store.getState().audioCanPlay();
    jest.advanceTimersByTime(20_000);
    expect(status(store)).toBe('playing');
  });

  it('an audio failure is an audio error; retry reloads the source and waits again', async () => {
    const store = await loaded();
    store.getState().play();
    store.getState().audioFailed();
    expect(status(store)).toBe('audio error');
    const version = store.getState().sourceVersion;
    store.getState().retry();
    expect(store.getState().sourceVersion).toBe(version + 1);
    expect(status(store)).toBe('buffering');
    store.getState().audioPlaying();
    expect(status(store)).toBe('playing');
  });

  it('choosing an episode resets the position and reloads its audio', async () => {
    const store = await loaded();
    store.getState().audioDuration(40);
    store.getState().audioTime(12);
    const version = store.getState().sourceVersion;
    store.getState().select(2);
    expect(store.getState()).toMatchObject({ index: 2, currentTime: 0, duration: 0, sourceVersion: version + 1 });
    store.getState().select(7);
    expect(store.getState().index).toBe(2);
  });

  it('next and previous keep playing when playing and stay within the list', async () => {
    const store = await loaded();
    store.getState().previous();
    expect(store.getState().index).toBe(0);
    store.getState().play();
    store.getState().audioPlaying();
    store.getState().next();
    expect(store.getState().index).toBe(1);
    expect(status(store)).toBe('buffering');
    store.getState().pause();
    store.getState().next();
    store.getState().next();
    expect(store.getState().index).toBe(2);
    expect(status(store)).toBe('ready');
  });

  it('at the end selects the next episode and starts it after 1 s', async () => {
    const store = await loaded();
    store.getState().play();
    store.getState().audioPlaying();
    store.getState().audioEnded();
    expect(store.getState().index).toBe(1);
    expect(status(store)).toBe('ready');
    jest.advanceTimersByTime(999);
    expect(status(store)).toBe('ready');
    jest.advanceTimersByTime(1);
    expect(status(store)).toBe('buffering');
  });

  it('stops after the last episode', async () => {
    const store = await loaded();
    store.getState().select(2, { autoplay: true });
    store.getState().audioPlaying();
    store.getState().audioDuration(30);
    store.getState().audioEnded();
    jest.advanceTimersByTime(5_000);
    expect(store.getState()).toMatchObject({ index: 2, currentTime: 30 });
    expect(status(store)).toBe('paused');
  });

  it('seek clamps to the episode and mute toggles', async () => {
    const store = await loaded();
    store.getState().audioDuration(40);
    store.getState().seek(55);
    expect(store.getState().currentTime).toBe(40);
    store.getState().seek(-3);
    expect(store.getState().currentTime).toBe(0);
    store.getState().toggleMute();
    expect(store.getState().muted).toBe(true);
    store.getState().toggleMute();
    expect(store.getState().muted).toBe(false);
  });
});
