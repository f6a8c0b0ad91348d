/**
 * The office's side of applications (issue 11): the list across companies with counts per status,
 * assignment, the review by section, the office's marks on industries, offices and files, review
 * tasks, status changes and returning with questions; and the company's answers to the questions.
 * Office staff act on every application; auditors read those assigned to them.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { pageSchema } from '../../../src/domain/entities/entity';
import { applicationReviewSchema, officeApplicationListItemSchema, officeApplicationSchema } from '../../../src/domain/api/applicationReview';
import {
  applicationAssignees,
  applicationStatusCounts,
  assignApplication,
  changeApplicationStatus,
  markApplicationFile,
  markApplicationIndustry,
  markApplicationOffice,
  returnApplication,
  reviewSection,
  setReviewTask,
} from '../../../src/domain/api/applicationReviewActions';
import { applicationAnswers, saveApplicationAnswers } from '../../../src/domain/api/applicationActions';
import { access } from '../../http/access';
import { idParam } from '../../http/params';
import { defineActionRoute } from '../../http/actionRoute';
import { defineRoute, requireUser } from '../../http/route';
import { officeOrAuditor } from './access';
import { assignees, setAssignment } from './assignment';
import { applicationList, listApplications, statusCounts } from './list';
import { FILE_PART, INDUSTRY_PART, loadReview, OFFICE_PART, setPart, setReview, setTask } from './review';
import { loadAnswers, saveAnswers } from './answers';
import { loadOfficeApplication, officeChangeStatus, returnWithQuestions } from './status';

/** What the handlers check beyond the request schemas, by their 422 messages (published in the OpenAPI document). */
const APPLICATION_REVIEW_RULES = [
  'Hakemusta ei voi siirtää tilasta … tilaan ….',
];

const appParams = z.object({ appId: idParam });

export function applicationReviewRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, {
    method: 'GET',
    url: '/api/applications',
    access: officeOrAuditor(),
    summary:
      'Applications of every company (office; an auditor sees those assigned to them). Filters application_status_id, application_type_id, pateva_responsible_person_id, auditor_user_id, assigned_to_me, company_id, sent_from, sent_to (yyyy-mm-dd, inclusive); q matches the company name or business ID; sort id, sentAt (default, desc), openedAt, updatedAt, finishedAt, companyName, applicationStatusId, applicationTypeId',
    schemas: { query: applicationList.query, response: { 200: pageSchema(officeApplicationListItemSchema) } },
    handler: ({ user, query }) => listApplications(ctx, requireUser(user), query),
  });

  defineActionRoute(app, applicationStatusCounts, {
    access: officeOrAuditor(),
    summary: "How many applications are in each status under GET /applications' filters but the status (the list's chips)",
    query: applicationList.query,
    handler: ({ user, query }) => statusCounts(ctx, requireUser(user), query),
  });

  defineActionRoute(app, applicationAssignees, {
    access: access.office(),
    summary: 'Who may be assigned to an application: office staff (by person id) and auditors (by user id)',
    handler: () => assignees(ctx),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/applications/:appId',
    access: officeOrAuditor(),
    summary: "One application (the company's wire shape, possibleStatuses for the office; none for an auditor) with the office's review under `review`",
    schemas: { params: appParams, response: { 200: officeApplicationSchema } },
    handler: ({ user, params }) => loadOfficeApplication(ctx, requireUser(user), params.appId),
  });

  defineActionRoute(app, changeApplicationStatus, {
    access: access.office(),
    summary:
      'Move the application to a status in its possibleStatuses for the office (422 otherwise), with a message in its history (required when returning it, 4, which e-mails the company)',
    rules: APPLICATION_REVIEW_RULES,
    errors: [409, 422],
    handler: ({ user, params, body }) => officeChangeStatus(ctx, requireUser(user), params.appId, body),
  });

  defineActionRoute(app, returnApplication, {
    access: access.office(),
    summary:
      "Return the application to the company (status 4, when possibleStatuses allows it) with a message and questions (at most 20) the company answers; the company's contact person (or its admins) is e-mailed",
    rules: APPLICATION_REVIEW_RULES,
    errors: [409, 422],
    handler: ({ user, params, body }) => returnWithQuestions(ctx, requireUser(user), params.appId, body),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/applications/:appId/review',
    access: officeOrAuditor(),
    summary: "The office's review of an application: the nine sections, review tasks, the company's answers and the office's questions",
    schemas: { params: appParams, response: { 200: applicationReviewSchema } },
    handler: ({ user, params }) => loadReview(ctx, requireUser(user), params.appId),
  });

  defineActionRoute(app, assignApplication, {
    access: access.office(),
    summary: "Assign the office's responsible person (an office staff member's person id) and the auditor (a user with an audit role); possible unless archived (409)",
    rules: ['Vastuuhenkilön on oltava Pätevän toimiston henkilö.', 'Auditoijalla on oltava auditoijan rooli.'],
    errors: [409],
    handler: async ({ user, params, body }) => {
      await setAssignment(ctx, requireUser(user), params.appId, body);
      return loadReview(ctx, requireUser(user), params.appId);
    },
  });

  defineActionRoute(app, reviewSection, {
    access: access.office(),
    summary:
      "Review one section (vastuugroup-member, financial, personnel, industries, references, assets, attachments, statement, comment): review_status (a 'review-statuses' id; the proposals 6–9 only in the statement) and comment, signed off with ' / dd.MM.yyyy, First Last' (SPEC §9). Only in sent, returned or cancelled status (409 otherwise)",
    rules: ['Tämä arviointitila on sallittu vain lausunnossa.'],
    errors: [409],
    handler: ({ user, params, body }) => setReview(ctx, requireUser(user), params.appId, params.section, body),
  });

  defineActionRoute(app, setReviewTask, {
    access: access.office(),
    summary: "Mark a review task of the office's checklist not done (1), done (2) or not required (3); possible unless archived",
    errors: [409],
    handler: ({ user, params, body }) => setTask(ctx, requireUser(user), params.appId, params.task, body.task_status_id),
  });

  defineActionRoute(app, markApplicationIndustry, {
    access: access.office(),
    summary: "The office's marks on an industry of the application (its application industry id): granted (true, false or null: undecided) and audited",
    errors: [409],
    handler: async ({ user, params, body }) => {
      await setPart(ctx, requireUser(user), params.appId, INDUSTRY_PART, params.partId, body);
    },
  });

  defineActionRoute(app, markApplicationOffice, {
    access: access.office(),
    summary: "The office's marks on an office of the application (its application company office id): is_granted and audited",
    errors: [409],
    handler: async ({ user, params, body }) => {
      await setPart(ctx, requireUser(user), params.appId, OFFICE_PART, params.partId, body);
    },
  });

  defineActionRoute(app, markApplicationFile, {
    access: access.office(),
    summary: "A file's document readiness (a 'document-readiness' id: unfinished 1, not valid 2, ready 3)",
    errors: [409],
    handler: async ({ user, params, body }) => {
      await setPart(ctx, requireUser(user), params.appId, FILE_PART, params.partId, body);
    },
  });

  defineActionRoute(app, applicationAnswers, {
    access: access.companyMember(),
    summary: "The catalogue questions for the application's type with the company's answers, and the office's questions of a return",
    handler: ({ user, params }) => loadAnswers(ctx, requireUser(user), params.id, params.appId),
  });

  defineActionRoute(app, saveApplicationAnswers, {
    access: access.companyPermission('applications'),
    summary:
      "Answer questions: answers [{ question_id, answer }] to catalogue questions, office_answers [{ id, answer }] to the office's; an empty answer removes one. Only while the application is in progress or returned (409); the office's responsible person is e-mailed",
    rules: ['Kysymystä ei löytynyt tältä hakemukselta.'],
    errors: [409],
    handler: ({ user, params, body }) => saveAnswers(ctx, requireUser(user), params.id, params.appId, body),
  });
}
