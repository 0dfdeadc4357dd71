import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords people pick most often (about 49,000 from leaked lists, as zxcvbn ships them),
 * checked offline and without regard to case: guessers try these first.
 */
const COMMON = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  'That password is one of the most common ones, so it is among the first a guesser would try. Please choose another, such as a few unrelated words.';

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
