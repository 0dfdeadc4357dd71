/**
 * `npm run foods:build [-- path/to/usda-sr28 path/to/usda-fndds-2017-2018]`: derives the bundled
 * food files in data/foods (see data-file.ts) from the raw USDA files (default ../shared/data).
 * Run it again only when a source or the format changes; the app reads the committed output,
 * never the raw files.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { USUAL_PORTION_UNIT, type FoodPortion, type NutrientKey, type Nutrients } from '../src/shared/foods.js';
import {
  BUNDLED_FOOD_DATA,
  FOOD_DATA_FORMAT,
  foodDataLines,
  type BundledFoodData,
  type FoodRecord,
} from '../src/server/features/foods/data-file.js';
import { NUTRIENT_KEY_BY_USDA_NUMBER, USDA_NUTRIENT_NUMBERS } from '../src/server/providers/foods/usda-nutrients.js';
import { projectRoot } from '../src/server/lib/paths.js';

const sr28Dir = path.resolve(process.argv[2] ?? path.join(projectRoot, '../shared/data/usda-sr28'));
const fnddsDir = path.resolve(process.argv[3] ?? path.join(projectRoot, '../shared/data/usda-fndds-2017-2018'));

const number = (value: string, what: string): number => {
  const n = Number(value);
  if (value === '' || !Number.isFinite(n)) throw new Error(`${what}: not a number: '${value}'`);
  return n;
};

function write(dataset: BundledFoodData, source: string, foods: FoodRecord[]): void {
  foods.sort((a, b) => a.id - b.id);
  const portions = foods.reduce((sum, f) => sum + f.portions.length, 0);
  const header = { format: FOOD_DATA_FORMAT, source, dataType: dataset.dataType, foods: foods.length, portions };
  const bytes = gzipSync(foodDataLines(header, foods), { level: 9 });
  mkdirSync(path.dirname(dataset.file), { recursive: true });
  writeFileSync(dataset.file, bytes);
  console.log(
    `${path.relative(projectRoot, dataset.file)}: ${foods.length} foods, ${portions} portions, ${(bytes.length / 1024).toFixed(0)} KiB`,
  );
}

const dataset = (dataType: BundledFoodData['dataType']) => BUNDLED_FOOD_DATA.find((d) => d.dataType === dataType)!;

// ---------------------------------------------------------------------------------------------
// SR28: `^`-separated text files.

/**
 * Records of one SR28 file: `^`-separated fields, text wrapped in `~`. Lines end in CRLF (a bare
 * CR or LF is accepted too) and the last line may have no terminator. Non-ASCII bytes are
 * Windows-1252 (µ, é, curly quotes). Every record must have `fields` fields.
 */
function sr28Records(file: string, fields: number): string[][] {
  const text = new TextDecoder('windows-1252').decode(readFileSync(path.join(sr28Dir, file)));
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.length > 0)
    .map((line, index) => {
      const values = line.split('^').map((v) => v.replace(/^~(.*)~$/s, '$1').trim());
      if (values.length !== fields) throw new Error(`${file} record ${index + 1}: ${values.length} fields, expected ${fields}`);
      return values;
    });
}

function buildSr28(): FoodRecord[] {
  // NUTR_DEF: check each nutrient number still means what usda-nutrients.ts says.
  const units = new Map(sr28Records('NUTR_DEF.txt', 6).map(([no, unit]) => [no!, unit!]));
  for (const [key, { number: no, unit }] of Object.entries(USDA_NUTRIENT_NUMBERS)) {
    if (units.get(no) !== unit) throw new Error(`NUTR_DEF ${no} (${key}) is in '${units.get(no)}', expected '${unit}'`);
  }
  const groups = new Map(sr28Records('FD_GROUP.txt', 2).map(([code, name]) => [code!, name!]));

  const nutrients = new Map<string, Nutrients>();
  for (const [ndb, nutrNo, value] of sr28Records('NUT_DATA.txt', 18)) {
    const key = NUTRIENT_KEY_BY_USDA_NUMBER.get(nutrNo!);
    if (!key || value === '') continue;
    const perFood = nutrients.get(ndb!) ?? {};
    perFood[key] = number(value!, `NUT_DATA ${ndb} ${nutrNo}`);
    nutrients.set(ndb!, perFood);
  }

  const portions = new Map<string, { seq: number; portion: FoodPortion }[]>();
  for (const [ndb, seq, amount, unit, grams] of sr28Records('WEIGHT.txt', 7)) {
    const list = portions.get(ndb!) ?? [];
    list.push({
      seq: number(seq!, `WEIGHT ${ndb} Seq`),
      portion: { amount: number(amount!, `WEIGHT ${ndb} Amount`), unit: unit!, grams: number(grams!, `WEIGHT ${ndb} Gm_Wgt`) },
    });
    portions.set(ndb!, list);
  }

  const foods: FoodRecord[] = sr28Records('FOOD_DES.txt', 14).map(([ndb, groupCode, longDesc, , commonName, manufacturer]) => {
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
  const known = new Set(foods.map((f) => String(f.id).padStart(5, '0')));
  for (const ndb of [...nutrients.keys(), ...portions.keys()]) {
    if (!known.has(ndb)) throw new Error(`NUT_DATA or WEIGHT refers to unknown food ${ndb}`);
  }
  if (foods.some((f) => f.id > 99_999)) throw new Error('an SR28 NDB number has more than 5 digits; FNDDS ids could collide');
  return foods;
}

// ---------------------------------------------------------------------------------------------
// FNDDS 2017-2018 "At A Glance": CSV with a title row before the header (see its README).

/** The rows of one FNDDS file as objects keyed by header (line breaks in headers become spaces). */
function fnddsRows(file: string): Record<string, string>[] {
  // csv-parse's generic overload requires `columns`; without it the rows are string[][], which its types do not say.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
  const rows = parse(readFileSync(path.join(fnddsDir, file)), { bom: true, relaxColumnCount: true }) as string[][];
  const headerAt = rows.findIndex((row) => row[0] === 'Food code');
  if (headerAt < 0) throw new Error(`${file}: no header row starting 'Food code'`);
  const header = rows[headerAt]!.map((cell) => cell.replace(/\s+/g, ' ').trim());
  return rows
    .slice(headerAt + 1)
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row, index) => {
      if (row.length !== header.length) throw new Error(`${file} row ${index + 1}: ${row.length} cells, expected ${header.length}`);
      return Object.fromEntries(header.map((name, i) => [name, row[i]!.trim()]));
    });
}

/** FNDDS column of each nutrient Willow stores, per 100 g, in the unit NUTRIENTS uses. */
const FNDDS_NUTRIENT_COLUMNS: Record<NutrientKey, string> = {
  calories: 'Energy (kcal)',
  protein: 'Protein (g)',
  carbs: 'Carbohydrate (g)',
  fat: 'Total Fat (g)',
  fiber: 'Fiber, total dietary (g)',
  sugars: 'Sugars, total (g)',
  saturatedFat: 'Fatty acids, total saturated (g)',
  cholesterol: 'Cholesterol (mg)',
  sodium: 'Sodium (mg)',
  potassium: 'Potassium (mg)',
  calcium: 'Calcium (mg)',
  iron: 'Iron (mg)',
  magnesium: 'Magnesium (mg)',
  zinc: 'Zinc (mg)',
  vitaminC: 'Vitamin C (mg)',
  vitaminD: 'Vitamin D (D2 + D3) (mcg)',
  vitaminB12: 'Vitamin B-12 (mcg)',
  folate: 'Folate, DFE (mcg_DFE)',
  caffeine: 'Caffeine (mg)',
  alcohol: 'Alcohol (g)',
};

/**
 * A household portion from its description: '1 slice' is 1 × slice, '1/2 cup' 0.5 × cup,
 * '1 medium (7" to 7-7/8" long)' 1 × 'medium (7" to 7-7/8" long)'. A description without a
 * leading number ('Sandwich, any size') counts as one of itself.
 */
function fnddsPortion(description: string, grams: number): FoodPortion {
  const match = /^(\d+(?:\.\d+)?)(?:\s+(\d+)\/(\d+)|\/(\d+))?\s+(.+)$/.exec(description);
  if (!match) return { amount: 1, unit: description, grams };
  const [, whole, numerator, denominator, over, unit] = match;
  const amount = over ? Number(whole) / Number(over) : Number(whole) + (numerator ? Number(numerator) / Number(denominator) : 0);
  return { amount: Math.round(amount * 1000) / 1000, unit: unit!, grams };
}

/**
 * Portions a person can pick: not 'Quantity not specified' (the survey's default amount, no
 * measure) nor the 'Guideline amount per …' rows (what is added to another food), and only the
 * food's own (subcode 0 or empty), not those of a variant.
 */
const isHouseholdPortion = (row: Record<string, string>) =>
  isOwnPortion(row) && !/^(Quantity not specified|Guideline amount)/i.test(row['Portion description']!);
const isOwnPortion = (row: Record<string, string>) =>
  (row['Subcode'] === '' || row['Subcode'] === '0') && number(row['Portion weight (g)']!, `portion of ${row['Food code']}`) > 0;

/**
 * The survey's 'Quantity not specified': what it counts when a person names the food and no
 * amount (an omelette 110 g, a cola 372 g, raisins 40 g). Kept as the food's last portion, '1
 * serving', unless the food has a serving of its own: what a food said with no amount is.
 */
const isUsualAmount = (row: Record<string, string>) => isOwnPortion(row) && row['Portion description'] === 'Quantity not specified';

function buildFndds(): FoodRecord[] {
  const names = fnddsRows('foods-and-beverages.csv');
  const nutrientRows = new Map(fnddsRows('nutrient-values.csv').map((row) => [row['Food code']!, row]));
  for (const column of Object.values(FNDDS_NUTRIENT_COLUMNS)) {
    if (!(column in nutrientRows.values().next().value!)) throw new Error(`nutrient-values.csv has no column '${column}'`);
  }
  const portions = new Map<string, { seq: number; portion: FoodPortion }[]>();
  const usualGrams = new Map<string, number>();
  for (const row of fnddsRows('portions-and-weights.csv')) {
    const code = row['Food code']!;
    if (isUsualAmount(row)) usualGrams.set(code, number(row['Portion weight (g)']!, code));
    if (!isHouseholdPortion(row)) continue;
    const list = portions.get(code) ?? [];
    list.push({
      seq: number(row['Seq num']!, `seq of ${code}`),
      portion: fnddsPortion(row['Portion description']!, number(row['Portion weight (g)']!, code)),
    });
    portions.set(code, list);
  }
  const withUsual = (code: string, own: FoodPortion[]): FoodPortion[] => {
    const grams = usualGrams.get(code);
    return grams === undefined || own.some((portion) => /^serving\b/i.test(portion.unit))
      ? own
      : [...own, { amount: 1, unit: USUAL_PORTION_UNIT, grams }];
  };
  return names.map((row) => {
    const code = row['Food code']!;
    const values = nutrientRows.get(code);
    if (!values) throw new Error(`FNDDS food ${code} has no nutrient values`);
    const nutrients: Nutrients = {};
    for (const [key, column] of Object.entries(FNDDS_NUTRIENT_COLUMNS) as [NutrientKey, string][]) {
      if (values[column] !== '') nutrients[key] = number(values[column]!, `${code} ${column}`);
    }
    const id = number(code, 'Food code');
    if (!(id >= 10_000_000 && id <= 99_999_999)) throw new Error(`FNDDS food code ${code} is not 8 digits`);
    const others = row['Additional food description']!.split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    return {
      id,
      description: row['Main food description']!,
      foodGroup: row['WWEIA Category description']!,
      brandOwner: null,
      // ';' as the survey writes it: one name may hold commas ('french toast, from frozen, NFS').
      commonNames: others.length ? others.join('; ') : null,
      nutrients,
      portions: withUsual(
        code,
        (portions.get(code) ?? []).sort((a, b) => a.seq - b.seq).map((p) => p.portion),
      ),
    };
  });
}

write(dataset('SR Legacy'), 'USDA National Nutrient Database for Standard Reference, Release 28', buildSr28());
write(dataset('Survey (FNDDS)'), 'USDA Food and Nutrient Database for Dietary Studies 2017-2018', buildFndds());
