import { z } from 'zod';
import { supplementBodySchema } from '../../../../shared/health.js';

/** A supplement's name, dose and unit in a dialog, with the rules of the supplement write (an empty dose or unit is sent as empty). */
export const supplementFieldsSchema = z.object({
  name: supplementBodySchema.shape.name,
  dose: supplementBodySchema.shape.dose.unwrap(),
  unit: supplementBodySchema.shape.unit.unwrap(),
});
