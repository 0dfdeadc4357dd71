import { apiRequest, failedAs } from '@/lib/api';
import { calculateResponseSchema, type CalculateResponse, type FoodId } from '../../../../shared/foods.js';

/** POST /api/foods/{fdcId}/calculate: calories, protein, carbs and fat of a portion in grams. */
export async function calculateNutrition(fdcId: FoodId, portionSizeGrams: number): Promise<CalculateResponse> {
  try {
    const answer = await apiRequest('POST', `/api/foods/${encodeURIComponent(String(fdcId))}/calculate`, { portionSizeGrams });
    return calculateResponseSchema.parse(answer);
  } catch (error) {
    throw failedAs('Failed to calculate nutrition', error);
  }
}
