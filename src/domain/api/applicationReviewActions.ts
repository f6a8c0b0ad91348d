/**
 * The office's actions on an application (issue 11): the counts per status and who may be
 * assigned (reads), and assignment, status changes, the return with questions, the review by
 * section, the review tasks and the marks on industries, offices and files. Each refreshes the
 * application's page (react-admin's record of 'applications'); those that change what the list
 * shows refresh the list and its counts too.
 */
import { z } from 'zod';
import { REVIEW_SECTIONS, REVIEW_TASK_KEYS } from '../applicationReview';
import type { QueryValue } from '../query';
import { defineAction } from './action';
import {
  applicationAssigneesSchema,
  applicationReviewSchema,
  applicationStatusCountsSchema,
  assignmentBodySchema,
  fileReviewBodySchema,
  industryReviewBodySchema,
  officeApplicationSchema,
  officeReviewBodySchema,
  returnBodySchema,
  reviewBodySchema,
  statusChangeBodySchema,
  taskBodySchema,
} from './applicationReview';
import { listKeys, recordKey } from './queryKeys';

const RESOURCE = 'applications';
const APPLICATION = '/applications/:appId';
const countsKey = [RESOURCE, 'status-counts'];

const record = ({ appId }: { appId: number }) => [recordKey(RESOURCE, appId)];
/** The record, the lists (status, responsible person, auditor are columns) and the counts per status. */
const recordAndLists = ({ appId }: { appId: number }) => [recordKey(RESOURCE, appId), ...listKeys(RESOURCE), countsKey];

/**
 * GET /applications/status-counts takes the list's filters; the server reads them with the list's
 * own query schema (its sortable columns are the database's), so the browser's type is the list's.
 */
export const applicationStatusCounts = defineAction({
  method: 'GET',
  path: '/applications/status-counts',
  query: z.record(z.string(), z.custom<QueryValue>()),
  answer: applicationStatusCountsSchema,
  key: () => countsKey,
});

export const applicationAssignees = defineAction({
  method: 'GET',
  path: '/applications/assignees',
  answer: applicationAssigneesSchema,
  key: () => [RESOURCE, 'assignees'],
});

export const changeApplicationStatus = defineAction({
  method: 'POST',
  path: `${APPLICATION}/status`,
  body: statusChangeBodySchema,
  answer: officeApplicationSchema,
  touches: recordAndLists,
});

export const returnApplication = defineAction({
  method: 'POST',
  path: `${APPLICATION}/return`,
  body: returnBodySchema,
  answer: officeApplicationSchema,
  touches: recordAndLists,
});

export const assignApplication = defineAction({
  method: 'PUT',
  path: `${APPLICATION}/assignment`,
  body: assignmentBodySchema,
  answer: applicationReviewSchema,
  touches: recordAndLists,
});

export const reviewSection = defineAction({
  method: 'PUT',
  path: `${APPLICATION}/reviews/:section`,
  params: { section: z.enum(REVIEW_SECTIONS, { error: `Tuntematon arvioinnin osio. Sallitut: ${REVIEW_SECTIONS.join(', ')}.` }) },
  body: reviewBodySchema,
  answer: applicationReviewSchema,
  touches: record,
});

export const setReviewTask = defineAction({
  method: 'PUT',
  path: `${APPLICATION}/tasks/:task`,
  params: { task: z.enum(REVIEW_TASK_KEYS, { error: 'Tuntematon tehtävä.' }) },
  body: taskBodySchema,
  answer: applicationReviewSchema,
  touches: record,
});

export const markApplicationIndustry = defineAction({
  method: 'PUT',
  path: `${APPLICATION}/industries/:partId`,
  body: industryReviewBodySchema,
  answer: null,
  touches: record,
});

export const markApplicationOffice = defineAction({
  method: 'PUT',
  path: `${APPLICATION}/offices/:partId`,
  body: officeReviewBodySchema,
  answer: null,
  touches: record,
});

export const markApplicationFile = defineAction({
  method: 'PUT',
  path: `${APPLICATION}/files/:partId/readiness`,
  body: fileReviewBodySchema,
  answer: null,
  touches: record,
});
