#!/usr/bin/env node
// Adds a podcast episode to the site without the admin panel (issue 4).
//
//   node scripts/podcast-add.mjs --title "Назва" --description "Опис" --audio ./episode.mp3 --image ./cover.png \
//        [--apple-url https://podcasts.apple.com/...] [--position 40] [--unpublished]
//   node scripts/podcast-add.mjs --list
//
// --audio / --image take a local file (copied into media/podcasts/, served at /media/podcasts/ with Range support)
// or an https:// URL or a /media/... path that is already served. The episode goes to the database at DATABASE_URL;
// without it, to the embedded PostgreSQL of `npm start` (data under DATA_DIR, default .data; it is started for the
// moment if the site is not running). Run the site once first so the tables exist.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { fail, runCli, siteDatabase as database } from './lib/site-database.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(path.join(root, 'backend/package.json'));
const pg = require('pg');

const { values: a } = parseArgs({
  options: {
    title: { type: 'string' },
    description: { type: 'string' },
    audio: { type: 'string' },
    image: { type: 'string' },
    'apple-url': { type: 'string' },
    position: { type: 'string' },
    unpublished: { type: 'boolean', default: false },
    list: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});


const AUDIO = ['.mp3', '.m4a', '.aac', '.ogg', '.oga', '.opus', '.wav'];
const IMAGE = ['.svg', '.png', '.jpg', '.jpeg', '.webp'];
const MEDIA_DIR = path.join(root, 'media', 'podcasts');

/** A served URL for the given file or URL: local files are copied into media/podcasts/. */
function mediaUrl(value, kinds, what) {
  if (/^https:\/\//.test(value)) return value;
  if (value.startsWith('/media/')) return value;
  const file = path.resolve(value);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(`${what}: файл ${value} не знайдено (або вкажіть https:// URL чи шлях /media/...)`);
  const ext = path.extname(file).toLowerCase();
  if (!kinds.includes(ext)) fail(`${what}: підтримуються ${kinds.join(', ')}`);
  const base = path
    .basename(file, ext)
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'episode';
  let name = `${base}${ext}`;
  for (let i = 2; fs.existsSync(path.join(MEDIA_DIR, name)); i++) {
    if (fs.readFileSync(path.join(MEDIA_DIR, name)).equals(fs.readFileSync(file))) break; // the same file is already there
    name = `${base}-${i}${ext}`;
  }
  fs.mkdirSync(MEDIA_DIR, { recursive: true });
  if (!fs.existsSync(path.join(MEDIA_DIR, name))) fs.copyFileSync(file, path.join(MEDIA_DIR, name));
  return `/media/podcasts/${name}`;
}

if (a.help || (!a.list && !a.title)) {
  console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(1, 12).map((l) => l.replace(/^\/\/ ?/, '')).join('\n'));
  process.exit(a.help ? 0 : 1);
}

/** The arguments checked before anything is touched. */
function checkedEpisode() {
  const title = (a.title ?? '').trim();
  const description = (a.description ?? '').trim();
  if (title.length < 1 || title.length > 200) fail('--title: від 1 до 200 символів');
  if (!description) fail('--description: опис обовʼязковий');
  if (!a.audio) fail('--audio: вкажіть файл або URL аудіо');
  if (!a.image) fail('--image: вкажіть файл або URL обкладинки');
  const apple = a['apple-url']?.trim() || null;
  if (apple && !/^https:\/\//.test(apple)) fail('--apple-url має починатися з https://');
  let position = null;
  if (a.position !== undefined) {
    position = Number(a.position);
    if (!Number.isInteger(position)) fail('--position має бути цілим числом');
  }
  return { title, description, apple, position };
}

async function main() {
  const episode = a.list ? null : checkedEpisode();
  const db = await database();
  const client = new pg.Client({ connectionString: db.url });
  try {
    await client.connect();
    const exists = await client.query(`SELECT to_regclass('public.podcasts') AS t`);
    if (!exists.rows[0].t) fail('таблиці podcasts ще немає: запустіть сайт (npm start) хоча б раз, щоб виконалися міграції');
    if (!episode) {
      const { rows } = await client.query('SELECT id, position, published, title, audio_url FROM podcasts ORDER BY position, id');
      for (const r of rows) console.log(`#${r.id}\tпозиція ${r.position}\t${r.published ? 'опубліковано' : 'приховано'}\t${r.title}\t${r.audio_url}`);
      return;
    }
    const audioUrl = mediaUrl(a.audio, AUDIO, '--audio');
    const imageUrl = mediaUrl(a.image, IMAGE, '--image');
    const position = episode.position ?? Number((await client.query('SELECT coalesce(max(position), 0) + 10 AS p FROM podcasts')).rows[0].p);
    const { rows } = await client.query(
      `INSERT INTO podcasts (title, description, image_url, audio_url, apple_podcast_url, position, published)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [episode.title, episode.description, imageUrl, audioUrl, episode.apple, position, !a.unpublished],
    );
    console.log(`Додано епізод #${rows[0].id} «${episode.title}» (позиція ${position}${a.unpublished ? ', прихований' : ''}): ${audioUrl}`);
  } finally {
    await client.end().catch(() => undefined);
    await db.stop();
  }
}

await runCli(main);
