import { describe, expect, it } from 'vitest';
import {
  buildIndustryTree,
  filterIndustryTree,
  industryLevel,
  industryMatches,
  industrySortNumber,
  parentSymbolicNumber,
  treeIds,
  type IndustryNode,
} from '../../src/domain/industries';
import { INDUSTRY_SEED } from '../../server/db/seed/classificationIndustries';
import { DESCRIBABLES } from '../../src/domain/describables';

describe('industry sort number (SPEC §9: first ×10000 + second ×100 + third)', () => {
  it.each([
    ['2', 20000],
    ['2.1', 20100],
    ['2.1.3', 20103],
    ['10.2.15', 100215],
    ['99.99.99', 999999],
    [' 3.4 ', 30400],
  ])('%s → %i', (symbolic, expected) => {
    expect(industrySortNumber(symbolic)).toBe(expected);
  });

  it.each(['', '0', '2.', '.2', '2..1', '2.1.3.4', 'a', '2.x', '100', '1.100', '2.01', '-1', '1,2'])('refuses %j', (symbolic) => {
    expect(industrySortNumber(symbolic)).toBeNull();
  });

  it('orders a tree as it reads: a parent before its children, 2.10 after 2.9', () => {
    const numbers = ['2.10', '2', '10', '2.9.1', '2.9', '3'];
    const sorted = [...numbers].sort((a, b) => (industrySortNumber(a) ?? 0) - (industrySortNumber(b) ?? 0));
    expect(sorted).toEqual(['2', '2.9', '2.9.1', '2.10', '3', '10']);
  });

  it('knows the parent and the level', () => {
    expect(parentSymbolicNumber('2.1.3')).toBe('2.1');
    expect(parentSymbolicNumber('2.1')).toBe('2');
    expect(parentSymbolicNumber('2')).toBeNull();
    expect(parentSymbolicNumber('x')).toBeNull();
    expect(industryLevel('2.1.3')).toBe(3);
    expect(industryLevel('bad')).toBe(0);
  });
});

const node = (id: number, parentId: number | null, symbolicNumber: string, shortDescription: string): IndustryNode => ({
  id,
  parentId,
  symbolicNumber,
  shortDescription,
  longDescription: null,
  sortNumber: industrySortNumber(symbolicNumber) ?? 0,
});

describe('industry tree and search', () => {
  const rows = [
    node(3, 2, '1.1', 'Asuinrakennukset'),
    node(1, null, '2', 'Infrarakentaminen'),
    node(2, null, '1', 'Talonrakentaminen'),
    node(4, 3, '1.1.1', 'Asuinkerrostalot'),
    node(5, 1, '2.1', 'Maa- ja pohjarakentaminen'),
  ];

  it('nests by parent, each level by sort number', () => {
    const tree = buildIndustryTree(rows);
    expect(tree.map((n) => n.symbolicNumber)).toEqual(['1', '2']);
    expect(tree[0].children[0].children[0].shortDescription).toBe('Asuinkerrostalot');
    expect(treeIds(tree)).toEqual([2, 3, 4, 1, 5]);
  });

  it('finds by text (case-insensitive) with the ancestors, and by number with what is under it', () => {
    const tree = buildIndustryTree(rows);
    const byText = filterIndustryTree(tree, 'KERROS');
    expect(treeIds(byText)).toEqual([2, 3, 4]);
    expect(treeIds(filterIndustryTree(tree, '1.1'))).toEqual([2, 3, 4]);
    expect(treeIds(filterIndustryTree(tree, '2'))).toEqual([1, 5]);
    expect(filterIndustryTree(tree, 'ei löydy')).toEqual([]);
    expect(filterIndustryTree(tree, '  ')).toHaveLength(2);
    expect(industryMatches(rows[0], '1.1.')).toBe(true);
    expect(industryMatches(rows[0], '1.10')).toBe(false);
  });
});

describe('the seeded industry tree', () => {
  it('has three levels, at least 40 industries, each parent before its children', () => {
    expect(INDUSTRY_SEED.length).toBeGreaterThanOrEqual(40);
    const seen = new Set<string>();
    for (const industry of INDUSTRY_SEED) {
      expect(industrySortNumber(industry.number)).not.toBeNull();
      const parent = parentSymbolicNumber(industry.number);
      if (parent) expect(seen.has(parent)).toBe(true);
      seen.add(industry.number);
    }
    expect(new Set(INDUSTRY_SEED.map((i) => industryLevel(i.number)))).toEqual(new Set([1, 2, 3]));
  });

  it('names only lookup ids that exist', () => {
    const ids = (kind: string) => new Set(DESCRIBABLES[kind].map((entry) => entry.id));
    for (const { requirement } of INDUSTRY_SEED) {
      if (!requirement) continue;
      for (const id of requirement.educationDegreeIds ?? []) expect(ids('education-degrees').has(id)).toBe(true);
      for (const id of requirement.personCertificateTypeIds ?? []) expect(ids('person-certificate-types').has(id)).toBe(true);
      if (requirement.certificateTypeId) expect(ids('certificate-kinds').has(requirement.certificateTypeId)).toBe(true);
      if (requirement.fileTypeId) expect(ids('company-document-types').has(requirement.fileTypeId)).toBe(true);
    }
  });
});

describe('the classification industries modal (SPEC §4: default listing, resets on close)', () => {
  it('opens at listing with the caller’s choice, keeps a draft, and resets on close', async () => {
    const { industryPickerReducer, initialIndustryPicker } = await import('../../src/domain/industries');
    let state = initialIndustryPicker();
    expect(state).toEqual({ open: false, screen: 'listing', form: { query: '', selected: [], expanded: [] } });
    state = industryPickerReducer(state, { type: 'open', selected: [4, 4, 7] });
    expect(state).toMatchObject({ open: true, screen: 'listing', form: { selected: [4, 7] } });
    state = industryPickerReducer(state, { type: 'search', query: 'kosteus' });
    state = industryPickerReducer(state, { type: 'toggle', id: 4 });
    state = industryPickerReducer(state, { type: 'toggle', id: 9 });
    state = industryPickerReducer(state, { type: 'toggleExpanded', id: 1 });
    expect(state.form).toEqual({ query: 'kosteus', selected: [7, 9], expanded: [1] });
    state = industryPickerReducer(state, { type: 'toggleExpanded', id: 1 });
    expect(state.form.expanded).toEqual([]);
    expect(industryPickerReducer(state, { type: 'clearSelection' }).form.selected).toEqual([]);
    expect(industryPickerReducer(state, { type: 'close' })).toEqual(initialIndustryPicker());
  });
});
