/** Which renewal reminder is due on a day, and which certificates a meeting renews (src/domain/meetingReminders.ts). */
import { describe, expect, it } from 'vitest';
import { dueRenewalStage, NO_NEXT_MEETING_DAYS, renewalStageName, renewalWindow } from '../../src/domain/meetingReminders';

const dates = { remindRenewalDate: '2030-03-02', secondRemindRenewalDate: '2030-04-01', sentRenewalDate: '2030-04-17' };
const MEETING = '2030-05-01';

describe('dueRenewalStage', () => {
  it('is none before the first date', () => {
    expect(dueRenewalStage(dates, MEETING, '2030-03-01')).toBeNull();
  });
  it('is the latest stage whose date has come (a missed day is made up, an earlier stage passed over)', () => {
    expect(dueRenewalStage(dates, MEETING, '2030-03-02')).toBe(1);
    expect(dueRenewalStage(dates, MEETING, '2030-03-31')).toBe(1);
    expect(dueRenewalStage(dates, MEETING, '2030-04-01')).toBe(2);
    expect(dueRenewalStage(dates, MEETING, '2030-04-20')).toBe(3);
  });
  it('is none on and after the meeting day', () => {
    expect(dueRenewalStage(dates, MEETING, MEETING)).toBeNull();
    expect(dueRenewalStage(dates, MEETING, '2030-05-02')).toBeNull();
  });
  it('skips a stage without a date', () => {
    expect(dueRenewalStage({ ...dates, secondRemindRenewalDate: null }, MEETING, '2030-04-05')).toBe(1);
  });
  it('names the stages in Finnish', () => {
    expect([1, 2, 3].map(renewalStageName)).toEqual(['Ensimmäinen muistutus', 'Toinen muistutus', 'Uusimisilmoitus']);
  });
});

describe('renewalWindow', () => {
  it('runs from the meeting day to the day before the next meeting', () => {
    expect(renewalWindow(MEETING, '2030-06-12')).toEqual({ from: MEETING, until: '2030-06-12' });
  });
  it(`without a next meeting, ${NO_NEXT_MEETING_DAYS} days`, () => {
    expect(renewalWindow(MEETING, null)).toEqual({ from: MEETING, until: '2030-07-30' });
  });
});
