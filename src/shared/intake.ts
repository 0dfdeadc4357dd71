import { z } from 'zod';
import { bodyObjectError } from './errors.js';
import { fieldLabel } from './field-labels.js';

export const INTAKE_LIMITS = {
  storyAndVision: 500,
  currentLandscape: 400,
  journeyDetails: 400,
  finalDetails: 300,
} as const;
export type IntakeField = keyof typeof INTAKE_LIMITS;
export const INTAKE_FIELDS = Object.keys(INTAKE_LIMITS) as IntakeField[];

const field = (key: IntakeField) =>
  z
    .string({ error: `${fieldLabel(key)} must be text` })
    .max(INTAKE_LIMITS[key], `${fieldLabel(key)} must be at most ${INTAKE_LIMITS[key]} characters`)
    .default('');

export const intakeBodySchema = z.strictObject(
  {
    storyAndVision: field('storyAndVision'),
    currentLandscape: field('currentLandscape'),
    journeyDetails: field('journeyDetails'),
    finalDetails: field('finalDetails'),
  },
  { error: bodyObjectError() },
);
export type IntakeBody = z.infer<typeof intakeBodySchema>;

/** GET /api/intake-form: null when the user has never saved one (the drawer's incomplete dot). */
export const intakeFormSchema = z
  .object({
    id: z.string(),
    storyAndVision: z.string(),
    currentLandscape: z.string(),
    journeyDetails: z.string(),
    finalDetails: z.string(),
  })
  .nullable();
export type IntakeForm = z.infer<typeof intakeFormSchema>;
