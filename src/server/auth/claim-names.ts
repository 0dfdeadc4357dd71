import { NAME_MAX_LENGTH } from '../../shared/users.js';

export interface ClaimNames {
  firstName: string | null;
  lastName: string | null;
}

const text = (value: unknown): string | null => {
  if (typeof value !== 'string') return null;
  const spaced = value.trim().replace(/\s+/g, ' ');
  return spaced === '' ? null : spaced;
};

const fit = (value: string | null) => (value === null ? null : value.slice(0, NAME_MAX_LENGTH).trim());

/**
 * The first and last name the issuer gives: `given_name` and `family_name`, and where either is
 * missing, what `name` holds besides the other (many issuers send only `name`, e.g. "Robin Ash").
 * A `name` alone splits at its first space; the name step shows the result for the person to correct.
 */
export function namesFromClaims(claims: Record<string, unknown>): ClaimNames {
  let firstName = text(claims.given_name);
  let lastName = text(claims.family_name);
  const name = text(claims.name);
  if (name && !firstName && !lastName) {
    const space = name.indexOf(' ');
    firstName = space === -1 ? name : name.slice(0, space);
    lastName = space === -1 ? null : name.slice(space + 1);
  } else if (name && firstName && !lastName && name.startsWith(`${firstName} `)) {
    lastName = name.slice(firstName.length + 1);
  } else if (name && lastName && !firstName && name.endsWith(` ${lastName}`)) {
    firstName = name.slice(0, -lastName.length - 1);
  }
  return { firstName: fit(firstName), lastName: fit(lastName) };
}
