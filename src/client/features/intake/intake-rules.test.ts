import { describe, expect, it } from 'vitest';
import { EMPTY_INTAKE } from '@/components/intake-fields';
import { canSaveIntake } from './intake-modal';
import { intakeToSave } from './intake-step-page';

describe('intake rules', () => {
  it('skips the call when all four onboarding fields are blank, and trims otherwise', () => {
    expect(intakeToSave({ storyAndVision: '  ', currentLandscape: '\n', journeyDetails: '', finalDetails: ' ' })).toBeNull();
    expect(intakeToSave({ ...EMPTY_INTAKE, journeyDetails: '  Diet  ' })).toEqual({ ...EMPTY_INTAKE, journeyDetails: 'Diet' });
  });

  it('lets the modal save only with a story and no request pending', () => {
    expect(canSaveIntake({ ...EMPTY_INTAKE, currentLandscape: 'Fatigue' }, false)).toBe(false);
    expect(canSaveIntake({ ...EMPTY_INTAKE, storyAndVision: '   ' }, false)).toBe(false);
    expect(canSaveIntake({ ...EMPTY_INTAKE, storyAndVision: 'My story' }, true)).toBe(false);
    expect(canSaveIntake({ ...EMPTY_INTAKE, storyAndVision: 'My story' }, false)).toBe(true);
  });
});
