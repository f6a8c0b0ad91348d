/**
 * Classification industries (SPEC §3): the association's industry tree, numbered
 * symbolically (`2`, `2.1`, `2.1.3`). SPEC §9: the sort number is the first part
 * ×10000 + the second ×100 + the third, so a list sorted by it reads as the tree.
 */

/** At most three levels, each part 1–99 (a part of 100 would collide with the next level's range). */
export const SYMBOLIC_NUMBER = /^[1-9]\d?(\.[1-9]\d?){0,2}$/;
export const SYMBOLIC_NUMBER_MESSAGE = 'Numeron on oltava muotoa 2, 2.1 tai 2.1.3 (kukin osa 1–99).';

/** The parts of a symbolic number, or null when it is not one (`2.1.3` → [2, 1, 3]). */
export function symbolicParts(symbolicNumber: string): number[] | null {
  const trimmed = symbolicNumber.trim();
  if (!SYMBOLIC_NUMBER.test(trimmed)) return null;
  return trimmed.split('.').map(Number);
}

/** SPEC §9: first ×10000 + second ×100 + third; null for a malformed number. */
export function industrySortNumber(symbolicNumber: string): number | null {
  const parts = symbolicParts(symbolicNumber);
  if (!parts) return null;
  const [first, second = 0, third = 0] = parts;
  return first * 10000 + second * 100 + third;
}

/** The symbolic number of the parent (`2.1.3` → `2.1`, `2` → null). */
export function parentSymbolicNumber(symbolicNumber: string): string | null {
  const parts = symbolicParts(symbolicNumber);
  if (!parts || parts.length === 1) return null;
  return parts.slice(0, -1).join('.');
}

/** The level of an industry in the tree (1 for a main industry). */
export const industryLevel = (symbolicNumber: string): number => symbolicParts(symbolicNumber)?.length ?? 0;

export interface IndustryNode {
  id: number;
  parentId: number | null;
  symbolicNumber: string;
  shortDescription: string;
  longDescription: string | null;
  sortNumber: number;
}

export type IndustryTree<T extends IndustryNode> = T & { children: IndustryTree<T>[] };

/** Nested by parentId, each level in sort-number order; a row whose parent is absent becomes a root. */
export function buildIndustryTree<T extends IndustryNode>(rows: readonly T[]): IndustryTree<T>[] {
  const nodes = new Map<number, IndustryTree<T>>();
  for (const row of [...rows].sort((a, b) => a.sortNumber - b.sortNumber || a.id - b.id)) nodes.set(row.id, { ...row, children: [] });
  const roots: IndustryTree<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Lower-cased, without accents' effect on ä/ö kept: a plain case-insensitive match. */
const fold = (value: string) => value.toLocaleLowerCase('fi');

/** Does an industry match a search by its text or symbolic number (`2.1` matches 2.1 and 2.1.x)? */
export function industryMatches(node: Pick<IndustryNode, 'symbolicNumber' | 'shortDescription' | 'longDescription'>, query: string): boolean {
  const q = fold(query.trim());
  if (!q) return true;
  if (/^\d+(\.\d+)*\.?$/.test(q)) {
    const number = q.replace(/\.$/, '');
    return node.symbolicNumber === number || node.symbolicNumber.startsWith(`${number}.`);
  }
  return fold(node.shortDescription).includes(q) || fold(node.longDescription ?? '').includes(q);
}

/**
 * The tree filtered by a search: the matching industries with their ancestors (to show where they
 * are) and their descendants (a main industry found by name shows what it holds).
 */
export function filterIndustryTree<T extends IndustryNode>(tree: readonly IndustryTree<T>[], query: string): IndustryTree<T>[] {
  if (!query.trim()) return [...tree];
  const walk = (nodes: readonly IndustryTree<T>[]): IndustryTree<T>[] =>
    nodes.flatMap((node) => {
      if (industryMatches(node, query)) return [node];
      const children = walk(node.children);
      return children.length > 0 ? [{ ...node, children }] : [];
    });
  return walk(tree);
}

/** Every id of a tree, depth first (e.g. to expand all after a search). */
export function treeIds<T extends IndustryNode>(tree: readonly IndustryTree<T>[]): number[] {
  return tree.flatMap((node) => [node.id, ...treeIds(node.children)]);
}

/**
 * The classification industries modal (SPEC §2, §4): a modal screen whose default state is
 * 'listing' (the searchable tree). Its form data is the search, the industries picked so far
 * (a draft until confirmed) and the opened branches; closing returns it to 'listing' with the
 * form data reset, as src/domain/modals.ts does for the other modals.
 */
export interface IndustryPickerForm {
  query: string;
  selected: number[];
  expanded: number[];
}

export interface IndustryPickerState {
  open: boolean;
  screen: 'listing';
  form: IndustryPickerForm;
}

export type IndustryPickerAction =
  /** Opens at 'listing' with the caller's current choice. */
  | { type: 'open'; selected: readonly number[] }
  | { type: 'search'; query: string }
  | { type: 'toggle'; id: number }
  | { type: 'toggleExpanded'; id: number }
  | { type: 'expand'; ids: readonly number[] }
  | { type: 'clearSelection' }
  | { type: 'close' };

export const blankIndustryPickerForm = (): IndustryPickerForm => ({ query: '', selected: [], expanded: [] });
export const initialIndustryPicker = (): IndustryPickerState => ({ open: false, screen: 'listing', form: blankIndustryPickerForm() });

const toggled = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]);

export function industryPickerReducer(state: IndustryPickerState, action: IndustryPickerAction): IndustryPickerState {
  switch (action.type) {
    case 'open':
      return { open: true, screen: 'listing', form: { ...blankIndustryPickerForm(), selected: [...new Set(action.selected)] } };
    case 'search':
      return { ...state, form: { ...state.form, query: action.query } };
    case 'toggle':
      return { ...state, form: { ...state.form, selected: toggled(state.form.selected, action.id) } };
    case 'toggleExpanded':
      return { ...state, form: { ...state.form, expanded: toggled(state.form.expanded, action.id) } };
    case 'expand':
      return { ...state, form: { ...state.form, expanded: [...new Set(action.ids)] } };
    case 'clearSelection':
      return { ...state, form: { ...state.form, selected: [] } };
    case 'close':
      return initialIndustryPicker();
  }
}
