import type { FoodsConfig } from '../../config.js';
import type { FoodSource } from './food-source.js';
import { fdcSource } from './fdc.js';
import { openFoodFactsSource } from './open-food-facts.js';

/** The online food sources the configuration turns on, in the order their results are shown. */
export function createFoodSources(config: FoodsConfig): FoodSource[] {
  const sources: FoodSource[] = [];
  if (config.fdcApiKey) sources.push(fdcSource({ apiKey: config.fdcApiKey, baseUrl: config.fdcApiUrl }));
  if (config.openFoodFacts) sources.push(openFoodFactsSource({ baseUrl: config.openFoodFactsUrl }));
  return sources;
}
