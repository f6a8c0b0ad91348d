/**
 * Help pages (issue 22 §4): GET /api/help-pages/{slug} and the list for everyone signed in (the help
 * modal and its index of pages; the office's views read a page by its id at the same path); add, change
 * and remove for the office.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { access } from '../../http/access';
import { crudRoutes } from '../../http/crudRoutes';
import { defineRoute } from '../../http/route';
import { helpPage, HELP_SLUG } from '../../../src/domain/entities/helpPage';
import { responseSchema } from '../../../src/domain/entities/entity';
import * as help from './service';

const SLUG_MESSAGE = 'Ohjesivun tunniste ei kelpaa.';

/** A slug (starts with a letter) or a record id (digits): the two never overlap. */
const slugParams = z.object({
  slug: z.union([z.string().regex(HELP_SLUG), z.string().regex(/^[1-9][0-9]{0,9}$/).transform(Number).pipe(z.number().max(2_147_483_647))], { error: SLUG_MESSAGE }),
});

export function helpPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/help-pages/:slug',
    access: access.signedIn(),
    summary: "One help page by its slug ('common' is the help modal's default page) or its id; Markdown, shown without raw HTML",
    schemas: { params: slugParams, response: { 200: responseSchema(helpPage) } },
    handler: ({ params }) => help.getHelpPage(ctx.db, params.slug),
  });

  crudRoutes(app, {
    entity: helpPage,
    access: { read: access.signedIn(), write: access.office() },
    list: { summary: 'The help pages, by slug (everyone signed in: the help modal lists them); q matches the title and the slug', query: help.helpPageList.query, handler: ({ query }) => help.listHelpPages(ctx.db, query) },
    create: { summary: 'Add a help page (office): slug, title, content (Markdown); 409 when the slug is taken', errors: [409], handler: ({ user, body }) => help.createHelpPage(ctx, user, body) },
    update: { summary: 'Change a help page (office); what the body leaves out is kept; 409 when the slug is taken', errors: [409], handler: ({ user, id, body }) => help.updateHelpPage(ctx, user, id, body) },
    remove: { summary: 'Remove a help page (office)', handler: ({ user, id }) => help.deleteHelpPage(ctx, user, id) },
  });
}
