/**
 * A field is written once (issue 19 §2): an application's plain fields are named only in their
 * declaration, their table's type, their Finnish labels and the one rule that reads them — as an
 * address's fields are. The rest (forms, bodies, views, the audit log, the office's summary) reads
 * the declaration. Migrations are history and are not counted.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../support/importGraph';

const files = [...sourceFiles('server'), ...sourceFiles('src')].filter((file) => !file.startsWith('server/db/migrations/'));

/** The product files that name a field, by its camelCase or snake_case name. */
function naming(camel: string): string[] {
  const snake = camel.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
  return files.filter((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return text.includes(camel) || text.includes(snake);
  });
}

describe('fields named once', () => {
  it('industryDescription: the declaration, the table type and the labels', () => {
    expect(naming('industryDescription').sort()).toEqual(['server/db/types.ts', 'src/domain/entities/application.ts', 'src/i18n/fiApplications.ts']);
  });

  it('vastuuGroupAgreement: the declaration, the table type, the labels and the pre-send check', () => {
    expect(naming('vastuuGroupAgreement').sort()).toEqual([
      'server/db/types.ts',
      'src/domain/applicationChecks.ts',
      'src/domain/entities/application.ts',
      'src/i18n/fiApplications.ts',
    ]);
  });
});
