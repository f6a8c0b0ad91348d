/**
 * SPEC §5: self-edit of education replaces entries by comparing degree ids and
 * custom descriptions. Pure rules shared by the API (POST replaces the same
 * education) and the self-edit form (which saves the whole list).
 */
export interface EducationEntry {
  educationDegreeId: number | null;
  description: string | null;
  educationLevelId: number | null;
  educationalInstitute: string | null;
  graduationYear: number | null;
}

export interface StoredEducation extends EducationEntry {
  id: number;
}

const normalized = (text: string | null) => (text ?? '').trim().replace(/\s+/g, ' ').toLocaleLowerCase('fi');

/**
 * The same education: the same degree from the list; or, when neither is from the
 * list, the same custom description (case and extra spaces aside).
 */
export function isSameEducation(a: EducationEntry, b: EducationEntry): boolean {
  if (a.educationDegreeId !== null || b.educationDegreeId !== null) return a.educationDegreeId === b.educationDegreeId;
  const description = normalized(a.description);
  return description !== '' && description === normalized(b.description);
}

/** Every field equal (a stored entry that needs no saving). */
export function isUnchangedEducation(a: EducationEntry, b: EducationEntry): boolean {
  return (
    isSameEducation(a, b) &&
    a.educationLevelId === b.educationLevelId &&
    normalized(a.educationalInstitute) === normalized(b.educationalInstitute) &&
    a.graduationYear === b.graduationYear &&
    (a.educationDegreeId !== null || (a.description ?? '').trim() === (b.description ?? '').trim())
  );
}

/** The list with `entry` added: entries of the same education are replaced by it. */
export function replaceEducation<T extends EducationEntry>(list: readonly T[], entry: T): T[] {
  return [...list.filter((existing) => !isSameEducation(existing, entry)), entry];
}

/** The stored entries that adding `entry` replaces. */
export function replacedBy<T extends StoredEducation>(stored: readonly T[], entry: EducationEntry): T[] {
  return stored.filter((existing) => isSameEducation(existing, entry));
}

export interface EducationSavePlan {
  /** Stored entries to delete. */
  remove: number[];
  /** New entries to create. */
  add: EducationEntry[];
}

/**
 * Saving the whole list in self-edit: the wanted list is first collapsed by the
 * replacement rule (a later entry of the same education wins); stored entries
 * that stay as they are are kept, the rest are removed, and new or changed
 * entries are added.
 */
export function planEducationSave(stored: readonly StoredEducation[], wanted: readonly EducationEntry[]): EducationSavePlan {
  const merged = wanted.reduce<EducationEntry[]>((list, entry) => replaceEducation(list, entry), []);
  const kept = new Set<number>();
  const add: EducationEntry[] = [];
  for (const entry of merged) {
    const same = stored.find((existing) => !kept.has(existing.id) && isUnchangedEducation(existing, entry));
    if (same) kept.add(same.id);
    else add.push(entry);
  }
  return { remove: stored.filter((existing) => !kept.has(existing.id)).map((existing) => existing.id), add };
}
