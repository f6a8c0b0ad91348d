import { measureRoutes } from './scripts/bundleWeight';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const w = measureRoutes('dist').find((r) => r.path === '/auth/login')!;
for (const f of w.files) console.log(f, (gzipSync(readFileSync('dist/' + f)).length / 1024).toFixed(1));
