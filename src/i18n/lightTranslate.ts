/**
 * A translator without react-admin, for what renders before an area's chunk
 * loads: the sign-in pages, the spinner, the server error page. Same key
 * shapes, %{name} placeholders and missing-key rule as i18nProvider.ts, over
 * the same Finnish texts (fiAuth, fiInvites' invite steps, fiBoot).
 */
import { fiBoot } from './fiBoot';
import { fiInvites } from './fiInvites';
import { fiAuth } from './fiAuth';

export interface Messages {
  [key: string]: string | Messages;
}

export type Translate = (key: string, args?: Record<string, unknown>) => string;

/** The sign-in pages need only these branches; the rest of fiInvites comes along with its module. */
export const LIGHT_MESSAGES: Messages = {
  auth: fiAuth.auth,
  invites: fiInvites.invites,
  pateva: fiBoot.pateva,
};

function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Like polyglot: %{name} is replaced by args.name; a placeholder without a value stays as written. */
export function interpolate(text: string, args: Record<string, unknown> = {}): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => (args[name] === undefined ? whole : String(args[name])));
}

/**
 * A missing key is our bug: logged as i18nProvider's onMissingKey logs it (the
 * web tests fail on that line), and the user sees nothing rather than the key.
 */
export function makeTranslate(messages: Messages): Translate {
  return (key, args) => {
    const text = lookup(messages, key);
    if (text === undefined) {
      console.error(`Käännös puuttuu: ${key}`);
      return '';
    }
    return interpolate(text, args);
  };
}

export const translate: Translate = makeTranslate(LIGHT_MESSAGES);
