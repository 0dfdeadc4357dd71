import { SEVERITY_LABELS } from '../../../../shared/health.js';

/** Dot colour by intensity (tracking-spec section 4): 0 or none gray, then light gray, yellow, orange, red, dark red. */
const DOT_CLASSES = ['bg-gray-400', 'bg-gray-300', 'bg-yellow-400', 'bg-orange-500', 'bg-red-500', 'bg-red-800'] as const;

export const severityDotClass = (intensity: number | null | undefined) =>
  DOT_CLASSES[Math.min(5, Math.max(0, Math.round(intensity ?? 0)))]!;

export const severityLabel = (intensity: number) => SEVERITY_LABELS[intensity - 1] ?? 'Not rated';
