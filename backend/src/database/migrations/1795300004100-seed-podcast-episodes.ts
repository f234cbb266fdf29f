import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The three episodes shipped with the site; their audio and covers live in media/podcasts/. */
export const SEED_PODCAST_EPISODES = [
  {
    title: 'Як підготуватися до першої консультації',
    description:
      'Що записати, які документи зібрати і як сформулювати мету, щоб безкоштовна консультація дала максимум користі.',
    image_url: '/media/podcasts/01-consultation.svg',
    audio_url: '/media/podcasts/01-consultation.mp3',
    position: 10,
  },
  {
    title: 'Права споживача: повернення та обмін товару',
    description: 'Неякісна покупка: коли можна вимагати ремонту, заміни чи повернення грошей і як скласти претензію продавцю.',
    image_url: '/media/podcasts/02-consumer.svg',
    audio_url: '/media/podcasts/02-consumer.mp3',
    position: 20,
  },
  {
    title: 'Аліменти на дитину: з чого почати',
    description: 'Тверда сума чи частка від доходу, куди подавати заяву і що робити, якщо платник ухиляється.',
    image_url: '/media/podcasts/03-family.svg',
    audio_url: '/media/podcasts/03-family.mp3',
    position: 30,
  },
] as const;

export class SeedPodcastEpisodes1795300004100 implements MigrationInterface {
  name = 'SeedPodcastEpisodes1795300004100';

  async up(q: QueryRunner): Promise<void> {
    for (const e of SEED_PODCAST_EPISODES) {
      await q.query(
        `INSERT INTO podcasts (title, description, image_url, audio_url, apple_podcast_url, position, published)
         VALUES ($1, $2, $3, $4, NULL, $5, true)`,
        [e.title, e.description, e.image_url, e.audio_url, e.position],
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM podcasts WHERE audio_url = ANY($1)`, [SEED_PODCAST_EPISODES.map((e) => e.audio_url)]);
  }
}
