/**
 * The migrations, derived from the folder server/db/migrations rather than listed by hand: a new
 * migration is one new file, `NNN_name.ts`, and nothing else to register. The Migrator knows a
 * migration by its file name without `.ts` (`001_initial`), the name the hand-written list gave
 * it, so a database migrated before keeps seeing the same migrations.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Migration } from 'kysely';

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Three digits, an underscore, a lowercase snake_case name. */
const MIGRATION_FILE = /^(\d{3})_[a-z0-9]+(?:_[a-z0-9]+)*\.ts$/;

/**
 * The migration names of a folder's files, in the order they run. Every file must be a migration,
 * numbered 001, 002 … without a gap or a repeat: a misnamed file would otherwise be skipped
 * silently, and a repeated number would run in an order decided by the rest of the name.
 */
export function migrationNames(files: readonly string[]): string[] {
  const sorted = [...files].sort();
  const problems: string[] = [];
  sorted.forEach((file, index) => {
    const match = MIGRATION_FILE.exec(file);
    const expected = String(index + 1).padStart(3, '0');
    if (!match) problems.push(`${file}: not named NNN_snake_case_name.ts`);
    else if (match[1] !== expected) problems.push(`${file}: numbered ${match[1]}, expected ${expected} (a number repeats or is skipped)`);
  });
  if (problems.length > 0) throw new Error(`Misnamed or misnumbered migration files:\n${problems.join('\n')}`);
  return sorted.map((file) => file.slice(0, -'.ts'.length));
}

/** Every migration of the folder by name, imported (under tsx, vitest and the bench alike: all run the .ts sources). */
export async function loadMigrations(folder = MIGRATIONS_FOLDER): Promise<Record<string, Migration>> {
  const names = migrationNames(await readdir(folder));
  const modules = await Promise.all(names.map((name) => import(pathToFileURL(path.join(folder, `${name}.ts`)).href) as Promise<Partial<Migration>>));
  return Object.fromEntries(
    names.map((name, index) => {
      const { up, down } = modules[index];
      // A file that exports no `up` would otherwise be recorded as run without having done anything.
      if (typeof up !== 'function') throw new Error(`Migration ${name} exports no up(db) function.`);
      return [name, { up, down }];
    }),
  );
}
