/** The board's rules (issue 20): statusText, default renewal dates in Finland's calendar, the agenda's refusals, the board's transitions. */
import { describe, expect, it } from 'vitest';
import { AGENDA_MESSAGES, agendaRefusal, daysBefore, defaultRenewalDates, meetingStatusText } from '../../src/domain/boardMeetings';
import { canMoveTo } from '../../src/domain/applications';

describe('board meetings', () => {
  it('is coming until started, active until archived', () => {
    expect(meetingStatusText({ startedAt: null, archivedAt: null })).toBe('in_future');
    expect(meetingStatusText({ startedAt: '2030-01-01T10:00:00Z', archivedAt: null })).toBe('active');
    expect(meetingStatusText({ startedAt: '2030-01-01T10:00:00Z', archivedAt: '2030-02-01T10:00:00Z' })).toBe('archived');
  });

  it('defaults the renewal dates to 60, 30 and 14 days before the meeting day in Finland (SPEC §9)', () => {
    // 1 March 00.30 in Finland is 28 February in UTC; 2032 is a leap year.
    expect(defaultRenewalDates('2032-02-29T22:30:00Z')).toEqual({ remindRenewalDate: '2032-01-01', secondRemindRenewalDate: '2032-01-31', sentRenewalDate: '2032-02-16' });
    expect(daysBefore('2030-03-01', 1)).toBe('2030-02-28');
  });

  it('takes on the agenda only an evaluated application with a proposal on no meeting', () => {
    const ok = { statusId: 5, boardMeetingId: null, proposalId: 6 };
    expect(agendaRefusal(ok, 1)).toBeNull();
    expect(agendaRefusal({ ...ok, proposalId: 1 }, 1)).toBe(AGENDA_MESSAGES.noProposal);
    expect(agendaRefusal({ ...ok, proposalId: null }, 1)).toBe(AGENDA_MESSAGES.noProposal);
    expect(agendaRefusal({ ...ok, statusId: 3 }, 1)).toBe(AGENDA_MESSAGES.notFinished);
    expect(agendaRefusal({ ...ok, boardMeetingId: 1 }, 1)).toBe(AGENDA_MESSAGES.onThisMeeting);
    expect(agendaRefusal({ ...ok, boardMeetingId: 2 }, 1)).toBe(AGENDA_MESSAGES.onAnotherMeeting);
  });

  it('lets only the board move an application onto and off an agenda', () => {
    expect(canMoveTo(5, 6, 'board')).toBe(true);
    expect(canMoveTo(6, 5, 'board')).toBe(true);
    expect(canMoveTo(5, 6, 'office')).toBe(false);
    expect(canMoveTo(6, 5, 'office')).toBe(false);
  });
});
