/**
 * `npm run foods:build [-- path/to/usda-sr28]`: derives data/foods/usda-sr28.jsonl.gz from the
 * raw USDA SR28 files (default ../shared/data/usda-sr28). Run it again only when the source or
 * the format changes; the app reads the committed output, never the raw files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FoodPortion, Nutrients } from '../src/shared/foods.js';
import { FOOD_DATA_FILE, FOOD_DATA_FORMAT, foodDataLines, type FoodRecord } from '../src/server/features/foods/data-file.js';
import { NUTRIENT_KEY_BY_USDA_NUMBER, USDA_NUTRIENT_NUMBERS } from '../src/server/providers/foods/usda-nutrients.js';
import { projectRoot } from '../src/server/lib/paths.js';

const sourceDir = path.resolve(process.argv[2] ?? path.join(projectRoot, '../shared/data/usda-sr28'));

/**
 * Records of one SR28 file: `^`-separated fields, text wrapped in `~`. Lines end in CRLF (a bare
 * CR or LF is accepted too) and the last line may have no terminator. Non-ASCII bytes are
 * Windows-1252 (µ, é, curly quotes). Every record must have `fields` fields.
 */
function records(file: string, fields: number): string[][] {
  const text = new TextDecoder('windows-1252').decode(readFileSync(path.join(sourceDir, file)));
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.length > 0)
    .map((line, index) => {
      const values = line.split('^').map((v) => v.replace(/^~(.*)~$/s, '$1').trim());
      if (values.length !== fields) throw new Error(`${file} record ${index + 1}: ${values.length} fields, expected ${fields}`);
      return values;
    });
}

const number = (value: string, what: string): number => {
  const n = Number(value);
  if (value === '' || !Number.isFinite(n)) throw new Error(`${what}: not a number: '${value}'`);
  return n;
};

// NUTR_DEF: check each nutrient number still means what usda-nutrients.ts says.
const units = new Map(records('NUTR_DEF.txt', 6).map(([no, unit]) => [no!, unit!]));
for (const [key, { number: no, unit }] of Object.entries(USDA_NUTRIENT_NUMBERS)) {
  if (units.get(no) !== unit) throw new Error(`NUTR_DEF ${no} (${key}) is in '${units.get(no)}', expected '${unit}'`);
}

const groups = new Map(records('FD_GROUP.txt', 2).map(([code, name]) => [code!, name!]));

const nutrients = new Map<string, Nutrients>();
for (const [ndb, nutrNo, value] of records('NUT_DATA.txt', 18)) {
  const key = NUTRIENT_KEY_BY_USDA_NUMBER.get(nutrNo!);
  if (!key || value === '') continue;
  const perFood = nutrients.get(ndb!) ?? {};
  perFood[key] = number(value!, `NUT_DATA ${ndb} ${nutrNo}`);
  nutrients.set(ndb!, perFood);
}

const portions = new Map<string, { seq: number; portion: FoodPortion }[]>();
for (const [ndb, seq, amount, unit, grams] of records('WEIGHT.txt', 7)) {
  const list = portions.get(ndb!) ?? [];
  list.push({
    seq: number(seq!, `WEIGHT ${ndb} Seq`),
    portion: { amount: number(amount!, `WEIGHT ${ndb} Amount`), unit: unit!, grams: number(grams!, `WEIGHT ${ndb} Gm_Wgt`) },
  });
  portions.set(ndb!, list);
}

const foods: FoodRecord[] = records('FOOD_DES.txt', 14).map(([ndb, groupCode, longDesc, , commonName, manufacturer]) => {
  const group = groups.get(groupCode!);
  if (!group) throw new Error(`FOOD_DES ${ndb}: unknown food group ${groupCode}`);
  return {
    id: number(ndb!, 'FOOD_DES NDB_No'),
    description: longDesc!,
    foodGroup: group,
    brandOwner: manufacturer || null,
    commonNames: commonName || null,
    nutrients: nutrients.get(ndb!) ?? {},
    portions: (portions.get(ndb!) ?? []).sort((a, b) => a.seq - b.seq).map((p) => p.portion),
  };
});
foods.sort((a, b) => a.id - b.id);

const known = new Set(foods.map((f) => String(f.id).padStart(5, '0')));
for (const ndb of [...nutrients.keys(), ...portions.keys()]) {
  if (!known.has(ndb)) throw new Error(`NUT_DATA or WEIGHT refers to unknown food ${ndb}`);
}

const portionCount = foods.reduce((sum, f) => sum + f.portions.length, 0);
const header = {
  format: FOOD_DATA_FORMAT,
  source: 'USDA National Nutrient Database for Standard Reference, Release 28',
  foods: foods.length,
  portions: portionCount,
};
const bytes = gzipSync(foodDataLines(header, foods), { level: 9 });
mkdirSync(path.dirname(FOOD_DATA_FILE), { recursive: true });
writeFileSync(FOOD_DATA_FILE, bytes);
console.log(
  `${path.relative(projectRoot, FOOD_DATA_FILE)}: ${foods.length} foods, ${portionCount} portions, ${(bytes.length / 1024).toFixed(0)} KiB`,
);
