/** Podcast episodes (spec sections 2, 3, 4, 7, 8): GET /api/podcasts -> {success, data: PodcastEpisode[]}. */
export interface PodcastEpisode {
  title: string;
  description: string;
  image_url: string;
  audio_url: string;
  apple_podcast_url: string | null;
}

export const PODCAST_TIMING = {
  /** Play waits this long for the audio to become ready, then shows the audio error. */
  audioReadyTimeoutMs: 10_000,
  /** After an episode ends the next one starts after this pause. */
  nextEpisodeDelayMs: 1_000,
} as const;

export const PODCAST_MESSAGES = {
  listFailed: 'Не вдалося завантажити подкасти',
  listException: 'Помилка завантаження подкастів',
  empty: 'Подкасти поки що недоступні',
  audioBadge: 'Помилка аудіо',
  audioBox: 'Не вдалося завантажити аудіо',
  retry: 'Спробувати знову',
  otherEpisodes: 'Інші епізоди',
  heading: 'Наші Подкасти',
} as const;
