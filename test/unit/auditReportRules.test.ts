import { describe, expect, it } from 'vitest';
import { answersWritable, hoursRecorded, ifMatchVersion, reviewable, sectionScore } from '../../src/domain/auditReport';

describe('audit report rules', () => {
  it('reads the version an If-Match header names', () => {
    expect(ifMatchVersion(undefined)).toBeNull();
    expect(ifMatchVersion('"3"')).toBe(3);
    expect(ifMatchVersion('W/"12"')).toBe(12);
    expect(ifMatchVersion('7')).toBe(7);
    expect(ifMatchVersion(['"4"', '"5"'])).toBe(4);
    for (const bad of ['', '*', '"0"', '"-1"', 'W/', '"1", "2"', '"99999999999"', '"2147483648"', 'kolme']) expect(ifMatchVersion(bad), bad).toBeUndefined();
  });

  it('scores a section by the mean of its scored questions, one decimal', () => {
    expect(sectionScore([])).toBeNull();
    expect(sectionScore([null, null])).toBeNull();
    expect(sectionScore([3, null, 4])).toBe(3.5);
    expect(sectionScore([1, 2, 2])).toBe(1.7);
    expect(sectionScore([0])).toBe(0);
  });

  it('knows when answers are written, the review given and the hours in', () => {
    expect([1, 2, 3, 4].map(answersWritable)).toEqual([true, true, false, false]);
    expect(reviewable({ statusId: 2, reviewAskedAt: '2030-01-01' })).toBe(true);
    expect(reviewable({ statusId: 2, reviewAskedAt: null })).toBe(false);
    expect(reviewable({ statusId: 1, reviewAskedAt: '2030-01-01' })).toBe(false);
    expect(hoursRecorded(undefined)).toBe(false);
    expect(hoursRecorded({ preparation_hours: '0', site_hours: '8', report_hours: '2' })).toBe(true);
    expect(hoursRecorded({ preparation_hours: '1', site_hours: null, report_hours: '2' })).toBe(false);
  });
});
