/**
 * The migrations are derived from their folder (server/db/migrationFiles.ts): a misnamed file, a
 * repeated or a skipped number is refused rather than silently left out or run out of order, and
 * the names stay those the hand-written list gave, so a database migrated before sees nothing new.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadMigrations, migrationNames, MIGRATIONS_FOLDER } from '../../server/db/migrationFiles';

describe('the migration files', () => {
  it('are named NNN_name.ts and numbered 001, 002 … without a gap or a repeat', () => {
    const names = migrationNames(readdirSync(MIGRATIONS_FOLDER));
    expect(names.length).toBeGreaterThanOrEqual(32);
    // The names the Migrator recorded when the list was written by hand.
    expect(names.slice(0, 3)).toEqual(['001_initial', '002_audit_and_company_permissions', '003_addresses_offices']);
    expect(names[31]).toBe('032_search_at_scale');
  });

  it('run in the order of their numbers, whatever order the folder lists them in', () => {
    expect(migrationNames(['002_b.ts', '010_j.ts', '001_a.ts', '003_c.ts', '004_d.ts', '005_e.ts', '006_f.ts', '007_g.ts', '008_h.ts', '009_i.ts'])).toEqual([
      '001_a',
      '002_b',
      '003_c',
      '004_d',
      '005_e',
      '006_f',
      '007_g',
      '008_h',
      '009_i',
      '010_j',
    ]);
  });

  it('refuses a misnamed file', () => {
    for (const misnamed of ['002-second.ts', '2_second.ts', '002_Second.ts', '002_second.js', '002_.ts', 'notes.md']) {
      expect(() => migrationNames(['001_first.ts', misnamed]), misnamed).toThrow(`${misnamed}: not named NNN_snake_case_name.ts`);
    }
  });

  it('refuses a repeated or a skipped number', () => {
    expect(() => migrationNames(['001_first.ts', '002_second.ts', '002_again.ts'])).toThrow('002_second.ts: numbered 002, expected 003');
    expect(() => migrationNames(['001_first.ts', '003_third.ts'])).toThrow('003_third.ts: numbered 003, expected 002');
    expect(() => migrationNames(['002_second.ts'])).toThrow('002_second.ts: numbered 002, expected 001');
  });

  it('are imported by name, each with its up and down', async () => {
    const migrations = await loadMigrations();
    expect(Object.keys(migrations)).toEqual(migrationNames(readdirSync(MIGRATIONS_FOLDER)));
    for (const migration of Object.values(migrations)) {
      expect(typeof migration.up).toBe('function');
      expect(typeof migration.down).toBe('function');
    }
  });

  it('refuses a file that exports no up', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    writeFileSync(path.join(folder, '001_nothing.ts'), 'export const nothing = 1;\n');
    try {
      await expect(loadMigrations(folder)).rejects.toThrow('Migration 001_nothing exports no up(db) function.');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
