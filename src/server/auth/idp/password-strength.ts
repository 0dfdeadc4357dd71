import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { APP_NAME } from '../../../shared/brand.js';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
/**
 * zxcvbn's score runs from 0 (guessed in under 10^3 tries) to 4 (over 10^10). 3 means "safely
 * unguessable" against an online guesser and costly even offline against scrypt; `aaaaaaaa` is 0,
 * `willow123` is 1 (the app's own name counts as a known word).
 */
export const PASSWORD_MIN_SCORE = 3;

const zxcvbn = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

/** The most common passwords (about 49,000 from leaked lists, as zxcvbn ships them), case-blind: guessers try these first. */
const COMMON = new Set(commonDictionary['passwords-common'].map((password) => password.toLowerCase()));

export const COMMON_PASSWORD_MESSAGE =
  'That password is one of the most common ones, so it is among the first a guesser would try. Please choose another, such as a few unrelated words.';

/** Words a guesser would try for this person: the app's name and the parts of their e-mail address. */
function personalWords(email: string | undefined): string[] {
  const words = [APP_NAME.toLowerCase()];
  if (email)
    words.push(
      email,
      ...email
        .toLowerCase()
        .split(/[@.+_-]+/)
        .filter((part) => part.length >= 3),
    );
  return words;
}

/**
 * Why a new password is not good enough, in words for the person (with zxcvbn's own warning and
 * suggestions), or null when it is. The same rules at sign-up, password change and reset.
 */
export function newPasswordProblem(password: string, email?: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Your password is too short: use at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `Your password is too long: use at most ${PASSWORD_MAX_LENGTH} characters`;
  if (COMMON.has(password.toLowerCase())) return COMMON_PASSWORD_MESSAGE;
  const { score, feedback } = zxcvbn.check(password, personalWords(email));
  if (score >= PASSWORD_MIN_SCORE) return null;
  const advice = [feedback.warning, ...feedback.suggestions].filter((line): line is string => !!line);
  if (advice.length === 0) advice.push('Add more words that are less common.');
  return `That password would be easy to guess. ${advice.join(' ')}`;
}
