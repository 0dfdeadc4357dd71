import { describe, expect, it } from 'vitest';
import { EMPTY_INTAKE } from '@/components/intake-fields';
import { intakeToSave } from './intake-step-page';

describe('onboarding intake skip rule', () => {
  it('skips the call when all four fields are blank after trimming, and trims otherwise', () => {
    expect(intakeToSave({ storyAndVision: '  ', currentLandscape: '\n', journeyDetails: '', finalDetails: ' ' })).toBeNull();
    expect(intakeToSave({ ...EMPTY_INTAKE, journeyDetails: '  Diet  ' })).toEqual({ ...EMPTY_INTAKE, journeyDetails: 'Diet' });
  });
});
