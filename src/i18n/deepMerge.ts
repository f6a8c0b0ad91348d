/** Nested translation messages: leaves are texts, branches are namespaces. */
export interface Messages {
  [key: string]: string | Messages;
}

const isBranch = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Returns a new tree where `over` wins leaf by leaf; `under` keeps every key `over` lacks. */
export function deepMerge(under: Messages, over: Messages): Messages {
  const result: Messages = { ...under };
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = isBranch(value) && isBranch(below) ? deepMerge(below, value) : value;
  }
  return result;
}

/** Dotted paths of every leaf, e.g. "ra.action.save"; used to compare key sets. */
export function leafKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    isBranch(value) ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}
