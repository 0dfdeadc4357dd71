import { describe, expect, it } from 'vitest';
import { validateName } from './name-page';

describe('name step validation', () => {
  it('asks for the first name, then the last name, after trimming', () => {
    expect(validateName('  ', 'Rivers')).toEqual({ title: 'Please enter your first name', description: 'Your first name is required to continue.' });
    expect(validateName('Maya', ' ')).toEqual({ title: 'Please enter your last name', description: 'Your last name is required to continue.' });
    expect(validateName(' Maya ', ' Rivers ')).toBeNull();
  });
});
