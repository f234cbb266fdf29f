import { useStore } from 'zustand';
import { podcastPlayerStore, type PodcastPlayerState } from '../stores/podcast-player-store';

export function usePodcastPlayerStore<T>(selector: (s: PodcastPlayerState) => T): T {
  return useStore(podcastPlayerStore, selector);
}
