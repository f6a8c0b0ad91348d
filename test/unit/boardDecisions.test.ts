/** Issue 20: an item's quorum without its disqualified members, and what a decision requires besides quorum. */
import { describe, expect, it } from 'vitest';
import { Attendance, BoardDecision, BoardMemberRole, quorumOf } from '../../src/domain/boardMeetings';
import { DECISION_MESSAGES, decisionErrors } from '../../src/domain/boardDecisions';

const member = (role: number, attendanceId: number | null, disqualified = false) => ({ boardMemberRoleId: role, active: true, attendanceId, disqualified });

describe("an item's quorum", () => {
  const members = [
    member(BoardMemberRole.chairman, Attendance.attended),
    member(BoardMemberRole.participant, Attendance.attendedRemote),
    member(BoardMemberRole.participant, Attendance.attended),
    member(BoardMemberRole.participant, Attendance.absent),
  ];
  it('is met with three of four present', () => {
    expect(quorumOf(members)).toMatchObject({ present: 3, required: 3, met: true });
  });
  it('is not met when a present member is disqualified: they do not count, the required number stays', () => {
    const item = members.map((m, index) => (index === 2 ? { ...m, disqualified: true } : m));
    expect(quorumOf(item)).toMatchObject({ present: 2, activeMembers: 4, required: 3, met: false });
  });
  it('needs a chair who is not disqualified', () => {
    const five = [...members, member(BoardMemberRole.participant, Attendance.attended)];
    expect(quorumOf(five).met).toBe(true);
    const chairOut = five.map((m, index) => (index === 0 ? { ...m, disqualified: true } : m));
    expect(quorumOf(chairOut)).toMatchObject({ present: 3, required: 3, chairPresent: false, met: false });
  });
});

describe('a decision', () => {
  const base = { reasons: null, conditions: null, return_due_date: null, industries: [{ application_industry_id: 1, granted: true }, { application_industry_id: 2, granted: false }] };
  it('accepted needs only the industries, one granted at least', () => {
    expect(decisionErrors({ ...base, board_decision_id: BoardDecision.accepted }, [1, 2])).toEqual({});
    const none = base.industries.map((i) => ({ ...i, granted: false }));
    expect(decisionErrors({ ...base, industries: none, board_decision_id: BoardDecision.accepted }, [1, 2])).toEqual({ industries: [DECISION_MESSAGES.noneGranted] });
  });
  it('conditional needs conditions and a return date', () => {
    expect(decisionErrors({ ...base, board_decision_id: BoardDecision.acceptedConditional }, [1, 2])).toEqual({
      conditions: [DECISION_MESSAGES.conditionsRequired],
      return_due_date: [DECISION_MESSAGES.returnDueDateRequired],
    });
  });
  it('declined and postponed need reasons and grant nothing', () => {
    expect(decisionErrors({ ...base, board_decision_id: BoardDecision.declined }, [1, 2])).toEqual({
      reasons: [DECISION_MESSAGES.reasonsRequired],
      industries: [DECISION_MESSAGES.grantedRefused],
    });
    const none = base.industries.map((i) => ({ ...i, granted: false }));
    expect(decisionErrors({ ...base, industries: none, reasons: 'Ei täytä', board_decision_id: BoardDecision.postponed }, [1, 2])).toEqual({});
  });
  it('names every industry of the application once', () => {
    const decide = (industries: { application_industry_id: number; granted: boolean }[]) => decisionErrors({ ...base, industries, board_decision_id: BoardDecision.accepted }, [1, 2]);
    expect(decide([{ application_industry_id: 1, granted: true }])).toEqual({ industries: [DECISION_MESSAGES.industryMissing] });
    expect(decide([...base.industries, { application_industry_id: 1, granted: true }])).toEqual({ industries: [DECISION_MESSAGES.industryTwice] });
    expect(decide([...base.industries, { application_industry_id: 9, granted: true }])).toEqual({ industries: [DECISION_MESSAGES.industryUnknown] });
  });
  it('a certificate application without industries needs none', () => {
    expect(decisionErrors({ ...base, industries: [], board_decision_id: BoardDecision.accepted }, [])).toEqual({});
  });
});
