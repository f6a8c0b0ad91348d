/** Screenshots of each step, for people to look at (test-results/ is not committed). */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';

const DIR = path.resolve('test-results/e2e');

export async function snap(page: Page, name: string): Promise<void> {
  await mkdir(DIR, { recursive: true });
  await page.screenshot({ path: path.join(DIR, `${name}.png`), fullPage: true });
}
