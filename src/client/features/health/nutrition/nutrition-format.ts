import { capitalised } from '../../../../shared/words.js';
import { CARD_CALORIES_CAP } from '../card-sizes';

const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Calories on the card: whole, capped at 5000, with thousands separators (5,000). */
export const cardCalories = (calories: number) => whole.format(Math.min(CARD_CALORIES_CAP, Math.max(0, calories)));
/** Protein, carbs and fat: one decimal. */
export const grams = (value: number) => oneDecimal.format(value);
/** A whole number with thousands separators (1,234). */
export const wholeNumber = (value: number) => whole.format(value);
/** A meal's name as a heading: 'lunch' → 'Lunch'. */
export const mealTitle = capitalised;
