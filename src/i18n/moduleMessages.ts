/**
 * The features' Finnish texts merged into one tree (fi.ts finds the files, issue 19 §6): from each
 * `fi<Feature>.ts`, its exports named `fi<Feature>`. No two features may give one key different
 * texts: with files found rather than listed, no order decides which would win. An export with a
 * text at its top level is a page's own flat texts (a public page that loads no react-admin reads
 * its file itself, as fiReferenceConfirmation): it is no namespace of the tree and is not merged.
 */
import { deepMerge, leafKeys, type Messages } from './deepMerge';

const FEATURE_EXPORT = /^fi[A-Z]\w*$/;

const isMessages = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

function leafOf(messages: Messages, key: string): string | Messages | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

/** `files`: module path → its exports, as import.meta.glob gives them. */
export function mergeModules(files: Record<string, Record<string, unknown>>): Messages {
  let merged: Messages = {};
  const owners = new Map<string, string>();
  for (const file of Object.keys(files).sort()) {
    for (const [name, value] of Object.entries(files[file])) {
      if (!FEATURE_EXPORT.test(name) || !isMessages(value) || Object.values(value).some((branch) => typeof branch === 'string')) continue;
      for (const key of leafKeys(value)) {
        const before = leafOf(merged, key);
        if (before !== undefined && before !== leafOf(value, key)) throw new Error(`Käännösavain ${key} on sekä ${owners.get(key)}:ssa että ${name}:ssa eri tekstillä`);
        owners.set(key, name);
      }
      merged = deepMerge(merged, value);
    }
  }
  return merged;
}
