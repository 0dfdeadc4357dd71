import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FoodDataType, FoodPortion, Nutrients } from '../../../shared/foods.js';
import { projectRoot } from '../../lib/paths.js';

/**
 * The committed food data (`npm run foods:build` writes it from ../shared/data): one gzipped
 * JSON-lines file per bundled USDA data set, a header line and then one food per line. The app
 * reads only these files.
 */
export interface BundledFoodData {
  /** The food_datasets row that records which version of the file the table holds. */
  name: string;
  dataType: Extract<FoodDataType, 'SR Legacy' | 'Survey (FNDDS)'>;
  file: string;
}

/** SR28 names ingredients; FNDDS names what people report eating ('Coffee, latte', 'Pancakes, NFS'). */
export const BUNDLED_FOOD_DATA: readonly BundledFoodData[] = [
  { name: 'usda-sr28', dataType: 'SR Legacy', file: path.join(projectRoot, 'data/foods/usda-sr28.jsonl.gz') },
  { name: 'usda-fndds-2017-2018', dataType: 'Survey (FNDDS)', file: path.join(projectRoot, 'data/foods/usda-fndds-2017-2018.jsonl.gz') },
];
export const FOOD_DATA_FORMAT = 2;

export interface FoodDataHeader {
  format: number;
  source: string;
  dataType: BundledFoodData['dataType'];
  foods: number;
  portions: number;
}

export interface FoodRecord {
  /** The source's own id: SR28's NDB number (at most 5 digits) or FNDDS's 8-digit food code, so they never collide. */
  id: number;
  description: string;
  /** SR28's food group, or FNDDS's WWEIA category ('Pizza', 'Yogurt, regular'): the kind of food. */
  foodGroup: string;
  /** The manufacturer, for the few SR28 foods that name one. */
  brandOwner: string | null;
  /** Other names people use (SR28 ComName, FNDDS additional descriptions), searched too. */
  commonNames: string | null;
  /** Per 100 g edible portion; a missing key means the source has no value. */
  nutrients: Nutrients;
  /** The food's own household portions, most usual first. */
  portions: FoodPortion[];
}

export interface FoodData {
  header: FoodDataHeader;
  foods: FoodRecord[];
  /** SHA-256 of the file's bytes: the version the loader compares with the database. */
  hash: string;
}

/** SHA-256 of the file, without parsing it (what start-up needs when the data is current). */
export async function foodDataHash(file: string): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

export async function readFoodData(file: string): Promise<FoodData> {
  const bytes = await readFile(file);
  const lines = gunzipSync(bytes).toString('utf8').split('\n').filter(Boolean);
  const header = JSON.parse(lines[0] ?? '{}') as FoodDataHeader;
  if (header.format !== FOOD_DATA_FORMAT) {
    throw new Error(`${file}: format ${header.format}, expected ${FOOD_DATA_FORMAT}; run npm run foods:build`);
  }
  const foods = lines.slice(1).map((line) => JSON.parse(line) as FoodRecord);
  if (foods.length !== header.foods) throw new Error(`${file}: ${foods.length} foods, header says ${header.foods}`);
  return { header, foods, hash: createHash('sha256').update(bytes).digest('hex') };
}

/** The file's bytes for a header and foods (the build script writes them). */
export function foodDataLines(header: FoodDataHeader, foods: FoodRecord[]): string {
  return [header, ...foods].map((value) => JSON.stringify(value)).join('\n') + '\n';
}
