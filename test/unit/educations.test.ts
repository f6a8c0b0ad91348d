import { describe, expect, it } from 'vitest';
import { isSameEducation, planEducationSave, replaceEducation, replacedBy, type EducationEntry } from '../../src/domain/educations';

const entry = (overrides: Partial<EducationEntry> = {}): EducationEntry => ({
  educationDegreeId: null,
  description: null,
  educationLevelId: null,
  educationalInstitute: null,
  graduationYear: null,
  ...overrides,
});

describe('self-edit of education replaces entries by degree id and own description (SPEC §5)', () => {
  it('matches the same degree id, whatever the other fields', () => {
    expect(isSameEducation(entry({ educationDegreeId: 3, graduationYear: 2000 }), entry({ educationDegreeId: 3, graduationYear: 2010 }))).toBe(true);
    expect(isSameEducation(entry({ educationDegreeId: 3 }), entry({ educationDegreeId: 4 }))).toBe(false);
    // A degree from the list and an own description are never the same education.
    expect(isSameEducation(entry({ educationDegreeId: 3 }), entry({ description: 'Rakennusmestari (AMK)' }))).toBe(false);
  });

  it('matches own descriptions ignoring case and extra spaces; empty ones never match', () => {
    expect(isSameEducation(entry({ description: 'Tulityökortti' }), entry({ description: '  tulityökortti ' }))).toBe(true);
    expect(isSameEducation(entry({ description: 'Tulityökortti' }), entry({ description: 'Työturvallisuuskortti' }))).toBe(false);
    expect(isSameEducation(entry({ description: '' }), entry({ description: null }))).toBe(false);
  });

  it('replaces the same education in a list and appends a new one', () => {
    const list = [entry({ educationDegreeId: 3, graduationYear: 2000 }), entry({ description: 'Oma' })];
    const replaced = replaceEducation(list, entry({ educationDegreeId: 3, graduationYear: 2010 }));
    expect(replaced).toEqual([entry({ description: 'Oma' }), entry({ educationDegreeId: 3, graduationYear: 2010 })]);
    expect(replaceEducation(list, entry({ educationDegreeId: 5 }))).toHaveLength(3);
    expect(replacedBy([{ id: 1, ...list[0] }, { id: 2, ...list[1] }], entry({ description: 'OMA' })).map((e) => e.id)).toEqual([2]);
  });

  it('plans a whole-list save: unchanged kept, changed replaced, dropped removed, duplicates collapsed', () => {
    const stored = [
      { id: 1, ...entry({ educationDegreeId: 3, graduationYear: 2000 }) },
      { id: 2, ...entry({ description: 'Tulityökortti' }) },
      { id: 3, ...entry({ educationDegreeId: 8 }) },
    ];
    const plan = planEducationSave(stored, [
      entry({ educationDegreeId: 3, graduationYear: 2000 }),
      entry({ description: 'Tulityökortti', educationalInstitute: 'SPEK' }),
      entry({ educationDegreeId: 5 }),
      entry({ educationDegreeId: 5, graduationYear: 2020 }),
    ]);
    expect(plan.remove).toEqual([2, 3]);
    expect(plan.add).toEqual([entry({ description: 'Tulityökortti', educationalInstitute: 'SPEK' }), entry({ educationDegreeId: 5, graduationYear: 2020 })]);
    expect(planEducationSave(stored, stored.map(({ id: _id, ...rest }) => rest))).toEqual({ remove: [], add: [] });
  });
});
