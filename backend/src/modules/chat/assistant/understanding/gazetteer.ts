import { normalizeText } from '../text-match';
import { ukrainianSpellings } from './russian-spelling';
import { PLACE_ALIASES, REGION_NAMES, SETTLEMENTS_BY_REGION } from './gazetteer-data';
import { apposedName, placeForms, placeFormsByCase } from './place-forms';

export { placeForms };

/** A settlement of the gazetteer. */
export interface Settlement {
  name: string;
  region: string;
  /** A town (смт) rather than a city. */
  town: boolean;
  /** Also a common word or a first name: recognised only after a place preposition or as a direct answer. */
  ambiguous: boolean;
}

export interface PlaceMatch {
  /** The settlement in the nominative, when one is named. */
  city: string | null;
  /** The oblast: named by the client, or the settlement's own when it is unambiguous. */
  region: string | null;
}


function parseSettlements(): Settlement[] {
  const list: Settlement[] = [];
  for (const line of SETTLEMENTS_BY_REGION.trim().split('\n')) {
    const [region, names] = line.split(': ');
    for (const raw of names.split(',')) {
      const item = raw.trim();
      const name = item.replace(/[*~]+$/, '');
      list.push({ name, region, town: item.endsWith('~'), ambiguous: /\*~?$/.test(item) });
    }
  }
  return list;
}

export const SETTLEMENTS: readonly Settlement[] = parseSettlements();
/** The first name of each region line is its centre; a name shared by several regions means the centre. */
const CENTRES = new Set(SETTLEMENTS_BY_REGION.trim().split('\n').map((l) => `${l.split(': ')[0]}|${l.split(': ')[1].split(',')[0].trim()}`));
const isCentre = (s: Settlement) => CENTRES.has(`${s.region}|${s.name}`);

const INDEX = new Map<string, Settlement[]>();
const isCentreOrOnly = (s: Settlement) => isCentre(s) || SETTLEMENTS.filter((x) => x.name === s.name).length === 1;
/** Forms that are only ever instrumental: after 'з' they mean 'together with' ('одружився з українкою'), not 'from'. */
const INSTRUMENTAL_ONLY = new Set<string>();
const NOT_INSTRUMENTAL = new Set<string>();
for (const s of SETTLEMENTS) {
  const byCase = placeFormsByCase(s.name);
  for (const [c, list] of Object.entries(byCase)) for (const f of list) (c === 'ins' ? INSTRUMENTAL_ONLY : NOT_INSTRUMENTAL).add(f);
  for (const f of placeForms(s.name)) {
    const list = INDEX.get(f) ?? [];
    if (!list.some((x) => x.name === s.name && x.region === s.region)) list.push(s);
    INDEX.set(f, list);
  }
}
for (const [name, forms] of Object.entries(PLACE_ALIASES)) {
  const s = SETTLEMENTS.find((x) => x.name === name && isCentreOrOnly(x));
  if (s) for (const f of forms) if (!INDEX.has(f)) INDEX.set(f, [s]);
}
for (const f of NOT_INSTRUMENTAL) INSTRUMENTAL_ONLY.delete(f);
const WITH = new Set(['з', 'із', 'зі', 'из', 'с', 'со']);
/** 'переселенці з Бахмута', 'виїхали з Маріуполя': where the client comes from, not where the case is. */
const ORIGIN_BEFORE_FROM = /^(переселен|переселил|виїха|виїжджа|евакуюва|евакуйова|переїха|родом|втекл|тікал|приїха|вимушено|впо$|перев[іеё]л|переех|выеха|уеха|эвакуир|сбежал|перевод)/;

const ORIGIN_AFTER = /^(переїха|переїжджа|виїха|евакуюва|втекл|тікал|родом|приїжджа|приїха|переех|выеха|уеха|эвакуир|сбежал)/;
/** 'сейчас мы переселенцы', 'ми ВПО': the places of the story are where the client fled from. */
const DISPLACED = /(^|[^\p{L}])(переселен\p{L}*|впо|вимушено переміщ\p{L}*|вынужденно перемещ\p{L}*)(?!\p{L})/u;

/**
 * Whose place it is, read from the words just before it. 'він забрав доньку до своєї матері в Бердичів', 'колишній
 * живе у Львові', 'суд першої інстанції в Дніпрі', 'ТОВ в Києві', 'на перехресті у Броварах', 'ділянку біля села
 * Гребінки': somebody else's, an institution's or where something happened — not where the client lives, so the
 * assistant still asks. 'я з Гнівані', 'живемо в Коростишеві', 'у нас в Ірпені': the client's own. The nearest cue wins.
 */
const OTHERS_CUE =
  /^((він|вона|вони|його|її|їх|живе|живуть|мешкає|працює|забрав|забрала|поїхав|поїхала|он|она|они|его|ее|живет|живут)$|колишн|бывш|чоловік|дружин|мати|матері|мама|мами|батько|батька|батьків|свекр|тещ|сестр|брат|суд|суді|суду|судом|тов$|фірм|фирм|компані|компани|банк|магазин|відділен|офіс|университет|університет|інститут|училищ|школ|тцк$|поліці|нотаріус|лікарн|рагс|рацс|влк|ввк|мфо|прокуратур|інспекці|регіональн|управлін|перехрест|трас|ділянк|поле$|поля$|відповід)/;
const OWN_CUE = /^(я|ми|мене|мені|нас|нам|живу|живемо|мешкаю|мешкаємо|прописан|прописа|зареєстрован|наш|наша|нашому|нашій|тут|сам|сама|мы|мной|живем|нашем)$/;
const CUE_REACH = 4;
const RELATIVE = /^(брат|сестр|мам|мами|матері|батьк|тат|тещ|свекр|кум|друз|друга|подруг|знайом|родич|дядьк|тітк|бабус|дідус|сина|доньк|дочк)/;
const AT = new Set(['у', 'в', 'до', 'к']);

const FRONT = /^(напрям|направлен|фронт)/;
const LEFT = /(^|\s)(не|уже не|вже не) (живу|живемо|живем|живём|мешкаю|мешкаємо|проживаю|проживаємо)(\s|$)/;
const NOT_THERE = /(^|\s)(я|ми|мы) (\p{L}+ )?не (там|звідти|оттуда|отуда|тут)(\s|$)/u;
const RESIDES = /^(живу|живемо|проживаю|проживаємо|мешкаю|мешкаємо|живем|живём)$/;
const LIVES_THERE = /^(живу|живемо|мешкаю|мешкаємо|зареєстрован|прописан)/;

/** Near a city that is a region of its own is the oblast around it. */
const NEAR_CITY_REGION: Record<string, string> = { 'м. Київ': 'Київська область' };
const CONTRAST = new Set(['а', 'але', 'проте', 'зате', 'натомість']);
/** Words that do not use up the reach: 'він то в Одесі, то в Києві' is still his. */
const PASS_OVER = new Set(['то', 'і', 'й', 'та', 'або', 'чи', 'в', 'у', 'до', 'з', 'із']);

function othersPlace(tokens: readonly string[], i: number, n: number, from = 0): boolean {
  // '… нотаріус в Миколаєві, я там і живу': the client says it is theirs right after.
  if (tokens.slice(i + n, i + n + CUE_REACH + 1).some((t) => LIVES_THERE.test(t))) return false;
  let reach = CUE_REACH;
  // The cue is looked for in the place's own sentence ('…тільки через суд. Там залишився будинок у Чернігові').
  for (let j = i - 1; j >= from && reach > 0; j--) {
    // 'це де мама, а квартира в Броварах': a contrast starts another clause, the cue before it is not about this place.
    if (OWN_CUE.test(tokens[j]) || CONTRAST.has(tokens[j])) return false;
    // 'Я ФОП з Вінниці', 'мала магазин у Ніжині': the client's own business.
    // 'я зараз у брата у Львові': staying at a relative's is no home (living there is: 'живу у мами в Києві').
    if (RELATIVE.test(tokens[j]) && AT.has(tokens[j - 1] ?? '')) return !tokens.slice(from, j).some((t) => RESIDES.test(t));
    if (OTHERS_CUE.test(tokens[j])) return !tokens.slice(Math.max(0, j - 2), j).some((t) => /^(я|ми|мы|мій|моя|моє|мою|мого|свій|свою|свого|мав|мала|мали|маю|маємо|наш|наша|нашу|мой|имел|имела)$/.test(t));
    if (!PASS_OVER.has(tokens[j]) && !INDEX.has(tokens[j])) reach--;
  }
  return false;
}
const TO = new Set(['в', 'у', 'до']);
/** 'переїжджати в Одесу', 'забрала до Львова': where somebody moves to is not where the client is. */
const MOVING_TO = /^(переїжд|переїха|переїзд|переїде|поїха|поїде|виїжджа|забра|вивез|вивозит|збира)/;

const PLACE_MARKERS = new Set(['в', 'у', 'з', 'із', 'зі', 'до', 'під', 'біля', 'из', 'во', 'под', 'возле', 'около', 'м', 'місто', 'міста', 'місті', 'смт', 'селище', 'селищі', 'село', 'селі', 'с', 'райцентр', 'поблизу', 'город', 'городе', 'поселок', 'посёлок', 'поселке', 'посёлке', 'пгт', 'деревня', 'деревне']);
const TOKEN = /[\p{L}\d][\p{L}\d'-]*/gu;

/** The word is a form of a settlement's name ('Козелець'), whatever else it resembles. */
export function isPlaceWord(word: string): boolean {
  return INDEX.has(normalizeText(word));
}

/** The oblast named in the text ('Київська область', 'на Львівщині', 'з Одещини'). */
export function findRegion(text: string): string | null {
  const t = ` ${normalizeText(text)}`;
  for (const [name, stems] of REGION_NAMES) {
    for (const stem of stems) {
      if (stem.includes(' ') ? t.includes(` ${stem}`) : new RegExp(`[^\\p{L}]${stem}\\p{L}*`, 'u').test(t)) {
        // 'Київська' alone may be a street; a region needs 'область/обл./щина' or a -щин/-ин stem.
        if (/ськ$|цьк$/.test(stem) && !new RegExp(`${stem}\\p{L}*\\s+(?:област|обл\\b|обл\\.)`, 'u').test(t)) continue;
        return name;
      }
    }
  }
  return null;
}

/**
 * The settlement named in the text, in the nominative, with its oblast. `asAnswer`: the text answers 'which city?',
 * so a bare ambiguous name ('Суми') counts too. An oblast alone gives `region` and no city.
 */
export function findPlace(text: string, asAnswer = false, other?: string, respelled = false): PlaceMatch | null {
  const tokens = (normalizeText(text).match(TOKEN) ?? []).map((t) => t.replace(/-+$/, ''));
  // Where each sentence's tokens start.
  const starts = [0];
  for (const sentence of normalizeText(text).split(/(?<=[.!?…])\s+/)) starts.push(starts.at(-1)! + (sentence.match(TOKEN) ?? []).length);
  const region = findRegion(text);
  // 'Я в селі Гришківці живу, то Бердичівський район, а в Бердичів я тільки в Пенсійний їжджу': a village the client
  // says they live in is theirs, whatever listed town comes after it.
  const ownVillage = OWN_VILLAGE.exec(text);
  const ownName = ownVillage && (ownVillage[2] && !REGION_WORD.test(ownVillage[2]) ? `${ownVillage[1]} ${ownVillage[2]}` : ownVillage[1]);
  if (ownName && !REGION_WORD.test(ownVillage![1]) && ownName !== other && !INDEX.has(normalizeText(ownName))) return { city: ownName.replace(/’/g, "'"), region };
  let nearRegion: string | null = null;
  // 'Учился в Харькове…, сейчас живу в Днепре': where the client says they live is read first.
  const lives = tokens.findIndex((t) => RESIDES.test(t));
  const displaced = !asAnswer && DISPLACED.test(normalizeText(text));
  const order = tokens.map((_, k) => (lives < 0 ? k : (k + lives + 1) % tokens.length));
  for (const i of order) {
    for (let n = 3; n >= 1; n--) {
      if (i + n > tokens.length) continue;
      const phrase = tokens.slice(i, i + n).join(' ');
      const found = INDEX.get(phrase);
      if (!found) continue;
      const prev = tokens[i - 1] ?? '';
      // 'на покровському напрямку' is a front line; 'в Херсоні ми зараз не живемо' a place left.
      if (FRONT.test(tokens[i + n] ?? '') || LEFT.test(tokens.slice(i + n, i + n + 4).join(' '))) continue;
      // 'фірма ця в Одесі зареєстрована, а я не там': the client says it is not theirs, even as an answer.
      if (NOT_THERE.test(tokens.slice(i + n, i + n + 7).join(' '))) continue;
      // 'місто не Харків', 'я не з Дніпра', 'живу не в Києві', 'не в самому Києві': a place denied is not the client's.
      if (prev === 'не' || (PLACE_MARKERS.has(prev) && tokens[i - 2] === 'не') || (/^(самому|самій|самом|самой|самих)$/.test(prev) && tokens[i - 3] === 'не')) continue;
      // 'я з Харкова переїхала': where the client moved from; 'зібралась переїжджати в Одесу': where someone else goes.
      if (WITH.has(prev) && ORIGIN_AFTER.test(tokens[i + n] ?? '')) continue;
      // ... unless the client moved there ('ми з донькою вже переїхали до Фастова').
      if (TO.has(prev) && MOVING_TO.test(tokens[i - 2] ?? '') && !tokens.slice(Math.max(0, i - 7), i - 2).some((t) => /^(я|ми|мы)$/.test(t))) continue;
      if (WITH.has(prev) && INSTRUMENTAL_ONLY.has(phrase)) continue;
      // 'воював під Бахмутом і Авдіївкою': a name only ever instrumental, without 'з', is near it, not where one lives.
      if (INSTRUMENTAL_ONLY.has(phrase)) {
        nearRegion ??= NEAR_CITY_REGION[found[0].region] ?? found[0].region;
        continue;
      }
      // 'село Мала Вільшанка': a listed name is only the end of a village's name after an adjective of it.
      if (n === 1 && VILLAGE_WORD.test(tokens[i - 2] ?? '') && NAME_ADJECTIVE.test(prev)) continue;
      if (WITH.has(prev) && !asAnswer && ORIGIN_BEFORE_FROM.test(tokens[i - 2] ?? '')) continue;
      if (!asAnswer && othersPlace(tokens, i, n, starts.filter((k) => k <= i).at(-1))) continue;
      // An internally displaced client's story names the home they left; where they live now is asked.
      if (displaced && !(lives >= 0 && lives < i)) continue;
      // 'під Києвом', 'біля Львова': near the city, so its oblast, and the assistant asks which settlement.
      if (prev === 'під' || (prev === 'біля' && asAnswer)) {
        nearRegion ??= NEAR_CITY_REGION[found[0].region] ?? found[0].region;
        continue;
      }
      // 'місто вкажіть Володимир': the marker with a verb between.
      const marked = i > 0 && (PLACE_MARKERS.has(prev) || (/^(вкажіть|запишіть|напишіть|поставте|виправте|на)$/.test(prev) && PLACE_MARKERS.has(tokens[i - 2] ?? '')));
      // 'біля бару', 'біля Щастя' is rarely an address: an ambiguous name needs another marker.
      // 'це Вишневе, Київська область': a name followed by its oblast is a place.
      const withOblast = REGION_WORD.test(tokens[i + n] ?? '') && /^(област|обл$)/.test(tokens[i + n + 1] ?? '');
      // 'Глибока. смт біля Чернівців': a name said to be a settlement; 'місто не те — Глибока': the right one after the wrong.
      const described = VILLAGE_WORD.test(tokens[i + n] ?? '') || (prev === 'те' && tokens[i - 2] === 'не' && PLACE_MARKERS.has(tokens[i - 3] ?? ''));
      const candidates = found.filter((s) => !s.ambiguous || (marked && !/^(біля|поблизу|возле|около|коло)$/.test(prev)) || (asAnswer && tokens.length <= 4) || withOblast || described);
      if (!candidates.length) continue;
      // 'Київська область' names a region, not the city of Kyiv; 'Хмельницький район' a district, not the city.
      if (n === 1 && /^(област|обл$|район|р-н|районі|району)/.test(tokens[i + 1] ?? '')) continue;
      // A correction names another place than the one on the card ('Велика Димерка — це де мама, а квартира в Броварах').
      if (other && candidates.some((s) => s.name === other)) continue;
      const inRegion = region ? candidates.find((s) => s.region === region) : undefined;
      const chosen = inRegion ?? candidates.find(isCentre) ?? candidates.find((s) => !s.town) ?? candidates[0];
      const sameName = candidates.filter((s) => s.name === chosen.name);
      const ownRegion = inRegion ? inRegion.region : sameName.length === 1 || isCentre(chosen) ? chosen.region : null;
      return { city: chosen.name, region: region ?? ownRegion };
    }
  }
  // A village the gazetteer does not list, named as one ('село Грузьке Кіровоградської області'): after 'село', 'смт' or
  // 'селище' the name is in the nominative, as the client wrote it. Only with its oblast or as the answer to 'where?'.
  if (region || asAnswer || /(?:^|[^\p{L}])(району|р-ну|громади|район|р-н)(?![\p{L}])/u.test(normalizeText(text))) {
    // 'з одного села, Великі Сорочинці, Полтавська область': a comma may come between.
    const m = /(?:^|[\s,(])(село|села|селі|с\.|селище|селища|селищі|смт)[,:]?\s+([А-ЯІЇЄҐ][\p{L}'’-]{2,})(?:\s+([А-ЯІЇЄҐ][\p{L}'’-]{2,}))?/u.exec(text);
    // 'село Великі Сорочинці Полтавської області': a second capitalised word is the name's, unless it is the oblast.
    // ('у селі Пукові': declined with the noun, turned back.)
    const name = m && apposedName(m[3] && !REGION_WORD.test(m[3]) ? `${m[2]} ${m[3]}` : m[2], m[1]);
    // ('то село, Тернопільський район': the district after the word, not the village's name.)
    const district = m && !m[3] && /^[\s,]*(район|р-н|область|обл)/u.test(text.slice(m.index + m[0].length));
    if (m && name && !district && !REGION_WORD.test(m[2]) && name !== other) return { city: name.replace(/’/g, "'"), region };
  }
  if (region || nearRegion) return { city: null, region: region ?? nearRegion };
  // A town's name in Russian spelling as the answer to 'where?' ('Никополь', 'в Смеле', 'в Лозовой'): read with
  // Ukrainian letters, trying the usual correspondences in its name.
  if (!asAnswer || respelled) return null;
  for (const spelling of ukrainianSpellings(text)) {
    const found = findPlace(spelling, asAnswer, other, true);
    if (found?.city) return found;
  }
  return null;
}

const REGION_WORD = /(ськ|цьк)(а|ої|ій|ого|ому)$|област|район/u;
const VILLAGE_WORD = /^(село|села|селі|селище|селища|селищі|смт|с)$/;
const NAME_ADJECTIVE = /^(мал|велик|нов|стар|верхн|нижн|червон|біл|чорн|зелен|горішн|долішн|середн|кам'ян|руськ|польськ)\p{L}*$/u;
const VILLAGE_NAME = "([А-ЯІЇЄҐ][\\p{L}'’-]{2,})(?:\\s+([А-ЯІЇЄҐ][\\p{L}'’-]{2,}))?";
/** 'я в селі Гришківці живу', 'живемо у селищі Нові Білярі': the client's own village (named in the nominative). */
const OWN_VILLAGE = new RegExp(`(?:^|[\\s,(])(?:[Яя]|[Мм]и|[Жж]иву|[Жж]ивемо|[Мм]ешкаю|[Мм]ешкаємо)\\s+(?:живу\\s+|живемо\\s+|сама\\s+|сам\\s+)?(?:в|у)\\s+(?:селі|селищі|смт)\\s+${VILLAGE_NAME}`, 'u');
