/**
 * How guessable a password is (issue 9 #4): zxcvbn-ts with its common and Finnish dictionaries,
 * the same on both sides of the wire. Large (the dictionaries): the browser loads this module only
 * when a new password is typed (import()), the sign-in pages' first load stays light.
 */
import { zxcvbn, zxcvbnOptions } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as finnish from '@zxcvbn-ts/language-fi';

zxcvbnOptions.setOptions({
  dictionary: { ...common.dictionary, ...finnish.dictionary },
  graphs: common.adjacencyGraphs,
  translations: finnish.translations,
});

/** zxcvbn's scale is 0–4; 3 is "safely unguessable" (about 10^8 guesses and up). */
export const MIN_PASSWORD_SCORE = 3;
export const WEAK_PASSWORD_MESSAGE = 'Salasana on liian helppo arvata. Käytä pidempää salasanaa tai useampaa sanaa, joita ei ole helppo yhdistää sinuun.';

export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  strong: boolean;
}

/** `related`: words of the person (e-mail, names) that make a password easy to guess for them. */
export function passwordStrength(password: string, related: readonly string[] = []): PasswordStrength {
  const words = related.flatMap((value) => value.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((word) => word.length >= 3);
  const { score } = zxcvbn(password, words);
  return { score, strong: score >= MIN_PASSWORD_SCORE };
}
