/** Serves the built browser app (dist/): files as they are, every other path the app's index.html. */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { access } from './access';
import { HttpError } from './errors';
import { defineRoute } from './route';

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  // The build writes .br and .gz beside each file (vite.config.ts): sent as they are to a browser that takes them.
  await app.register(fastifyStatic, { root: distDir, serve: false, preCompressed: true });
  defineRoute(app, {
    method: 'GET',
    url: '/*',
    access: access.public(),
    summary: 'The browser app',
    handler: ({ request, reply }) => {
      const urlPath = decodeURIComponent(request.url.split('?')[0]);
      // An API path no route took: the not-found handler says 404, 405 or 414 (frameworkErrors.ts).
      if (urlPath.startsWith('/api/')) return reply.callNotFound();
      if (!existsSync(path.join(distDir, 'index.html'))) {
        throw new HttpError(503, 'Käyttöliittymää ei ole käännetty. Aja ensin: npm run build.');
      }
      const file = path.normalize(path.join(distDir, urlPath));
      if (file.startsWith(distDir + path.sep) && existsSync(file) && statSync(file).isFile()) {
        const immutable = urlPath.startsWith('/assets/');
        return reply.sendFile(path.relative(distDir, file), { maxAge: immutable ? '365d' : 0, immutable });
      }
      // A missing built file (an old page asking for a chunk a new build replaced) is missing, not the app.
      if (urlPath.startsWith('/assets/')) throw new HttpError(404, 'Tiedostoa ei löytynyt.', 'not_found');
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    },
  });
}
