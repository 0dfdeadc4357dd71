import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { FoodPortion, Nutrients } from '../../../shared/foods.js';
import { projectRoot } from '../../lib/paths.js';

/**
 * The committed food data (`npm run foods:build` writes it from ../shared/data/usda-sr28):
 * gzipped JSON lines, a header line and then one food per line. The app reads only this file.
 */
export const FOOD_DATA_FILE = path.join(projectRoot, 'data/foods/usda-sr28.jsonl.gz');
export const FOOD_DATA_FORMAT = 1;

export interface FoodDataHeader {
  format: number;
  source: string;
  foods: number;
  portions: number;
}

export interface FoodRecord {
  /** The NDB number, kept as the food's numeric id. */
  id: number;
  description: string;
  foodGroup: string;
  /** The manufacturer, for the few SR28 foods that name one. */
  brandOwner: string | null;
  /** Other names people use (SR28 ComName), searched too. */
  commonNames: string | null;
  /** Per 100 g edible portion; a missing key means SR28 has no value. */
  nutrients: Nutrients;
  portions: FoodPortion[];
}

export interface FoodData {
  header: FoodDataHeader;
  foods: FoodRecord[];
  /** SHA-256 of the file's bytes: the version the loader compares with the database. */
  hash: string;
}

/** SHA-256 of the file, without parsing it (what start-up needs when the data is current). */
export async function foodDataHash(file = FOOD_DATA_FILE): Promise<string> {
  return createHash('sha256')
    .update(await readFile(file))
    .digest('hex');
}

export async function readFoodData(file = FOOD_DATA_FILE): Promise<FoodData> {
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
