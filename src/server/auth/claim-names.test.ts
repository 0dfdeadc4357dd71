import { describe, expect, it } from 'vitest';
import { namesFromClaims } from './claim-names.js';

describe('names from the issuer’s claims', () => {
  it.each([
    [{ given_name: 'Sam', family_name: 'Lee', name: 'Dr Sam Lee' }, 'Sam', 'Lee'],
    [{ name: 'Robin Ash' }, 'Robin', 'Ash'],
    [{ name: '  Maria   de la   Cruz ' }, 'Maria', 'de la Cruz'],
    [{ name: 'Cher' }, 'Cher', null],
    [{ given_name: 'Ana', name: 'Ana Sousa Lima' }, 'Ana', 'Sousa Lima'],
    [{ family_name: 'Okafor', name: 'Chidi Okafor' }, 'Chidi', 'Okafor'],
    [{ given_name: 'Ana', name: 'Someone Else' }, 'Ana', null],
    [{ name: '   ', given_name: 42 }, null, null],
    [{}, null, null],
  ])('%j gives %s and %s', (claims, firstName, lastName) => {
    expect(namesFromClaims(claims)).toEqual({ firstName, lastName });
  });

  it('keeps names to the length the profile saves', () => {
    const { firstName, lastName } = namesFromClaims({ name: `${'A'.repeat(150)} ${'B'.repeat(150)}` });
    expect(firstName).toHaveLength(100);
    expect(lastName).toHaveLength(100);
  });
});
