import { describe, expect, it } from 'vitest';
import {
  REVIEW_SECTIONS,
  REVIEW_TASKS,
  ReviewStatus,
  isReviewSection,
  isReviewTask,
  reviewSectionId,
  reviewSectionTitle,
  reviewStatusAllowed,
  reviewStatusName,
  reviewStatusesFor,
  signReviewComment,
} from '../../src/domain/applicationReview';
import { DESCRIBABLES } from '../../src/domain/describables';

const signer = { firstName: 'Tiina', lastName: 'Toimisto' };
const date = new Date(2026, 10, 5, 12, 0);

describe('review sections (SPEC §3)', () => {
  it('are the nine sections in kebab-case with their lookup ids and Finnish titles', () => {
    expect(REVIEW_SECTIONS).toEqual(['vastuugroup-member', 'financial', 'personnel', 'industries', 'references', 'assets', 'attachments', 'statement', 'comment']);
    expect(REVIEW_SECTIONS.map(reviewSectionId)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(reviewSectionTitle('vastuugroup-member')).toBe('Vastuu Group -jäsenyys');
    expect(reviewSectionTitle('financial')).toBe('Talous');
    expect(reviewSectionTitle('comment')).toBe('Kommentti');
    expect(REVIEW_SECTIONS.map(reviewSectionTitle)).toEqual(DESCRIBABLES['application-review-sections'].map((entry) => entry.shortDescription));
  });

  it('recognises a section name and nothing else', () => {
    expect(isReviewSection('statement')).toBe(true);
    expect(isReviewSection('Statement')).toBe(false);
    expect(isReviewSection('constructor')).toBe(false);
  });
});

describe('review statuses', () => {
  it('every section takes ok, check, not ok, pending and not required', () => {
    for (const section of REVIEW_SECTIONS) {
      for (const id of [ReviewStatus.ok, ReviewStatus.check, ReviewStatus.notOk, ReviewStatus.pending, ReviewStatus.notRequired]) {
        expect(reviewStatusAllowed(section, id)).toBe(true);
      }
    }
  });

  it('only the statement takes the four proposals', () => {
    const proposals = [ReviewStatus.proposeAcceptance, ReviewStatus.proposeConditionalAcceptance, ReviewStatus.proposeRejection, ReviewStatus.proposePostponement];
    for (const id of proposals) {
      expect(reviewStatusAllowed('statement', id)).toBe(true);
      expect(reviewStatusAllowed('financial', id)).toBe(false);
      expect(reviewStatusAllowed('comment', id)).toBe(false);
    }
    expect(reviewStatusesFor('statement')).toHaveLength(9);
    expect(reviewStatusesFor('assets')).toHaveLength(5);
  });

  it('refuses ids outside the lookup', () => {
    expect(reviewStatusAllowed('statement', 0)).toBe(false);
    expect(reviewStatusAllowed('statement', 10)).toBe(false);
  });

  it('names statuses by the lookup', () => {
    expect(reviewStatusName(ReviewStatus.ok)).toBe('Kunnossa');
    expect(reviewStatusName(ReviewStatus.proposeAcceptance)).toBe('Esitetään hyväksyttäväksi');
  });
});

describe('sign-off (SPEC §9)', () => {
  it("appends ' / dd.MM.yyyy, First Last'", () => {
    expect(signReviewComment('Tilinpäätös kunnossa', null, date, signer)).toBe('Tilinpäätös kunnossa / 05.11.2026, Tiina Toimisto');
  });

  it('trims the comment and signs a changed one anew', () => {
    const previous = 'Vanha / 01.11.2026, Olli Office';
    expect(signReviewComment('  Uusi  ', previous, date, signer)).toBe('Uusi / 05.11.2026, Tiina Toimisto');
  });

  it('keeps a comment sent back unchanged as it was signed', () => {
    const previous = 'Vanha / 01.11.2026, Olli Office';
    expect(signReviewComment(previous, previous, date, signer)).toBe(previous);
  });

  it('takes the day as yyyy-MM-dd (Finland\'s today on the server)', () => {
    expect(signReviewComment('Kunnossa', null, '2026-12-31', signer)).toBe('Kunnossa / 31.12.2026, Tiina Toimisto');
  });

  it('an empty comment is no comment', () => {
    expect(signReviewComment('   ', 'x', date, signer)).toBeNull();
    expect(signReviewComment(null, null, date, signer)).toBeNull();
  });
});

describe('review tasks', () => {
  it('have unique keys and Finnish titles', () => {
    const keys = REVIEW_TASKS.map((task) => task.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(isReviewTask('trade-register')).toBe(true);
    expect(isReviewTask('toString')).toBe(false);
  });
});
