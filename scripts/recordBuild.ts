/**
 * The last step of `npm run build`: records what dist/ was built from (appSources.ts), so the next
 * `npm start` goes straight to the server instead of building the same sources again.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordBuild, sourcesHash } from './appSources';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await recordBuild(root, await sourcesHash(root));
