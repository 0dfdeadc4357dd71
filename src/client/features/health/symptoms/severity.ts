import { SCORE_MAX, SCORE_MIN, SEVERITY_LABELS } from '../../../../shared/health.js';

/** The severity steps a person can choose: 1 to 5 (DESIGN.md). */
export const SEVERITY_LEVELS = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

/**
 * Tailwind background of a severity dot (tracking-spec section 4): 0 or none gray, 1 light
 * gray, 2 yellow, 3 orange, 4 red, 5 dark red. Values in between round to the nearest step.
 */
const DOT_CLASSES = ['bg-gray-400', 'bg-gray-300', 'bg-yellow-400', 'bg-orange-500', 'bg-red-500', 'bg-red-800'] as const;

export function severityDotClass(intensity: number | null | undefined): string {
  if (intensity == null || !Number.isFinite(intensity)) return DOT_CLASSES[0];
  const step = Math.min(SCORE_MAX, Math.max(0, Math.round(intensity)));
  return DOT_CLASSES[step] ?? DOT_CLASSES[0];
}

/** 'Mild' to 'Extreme' for 1 to 5; null for 0 (a symptom not rated yet) or anything else. */
export function severityLabel(intensity: number): string | null {
  return SEVERITY_LABELS[intensity - SCORE_MIN] ?? null;
}
