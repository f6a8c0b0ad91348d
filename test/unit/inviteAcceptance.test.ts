/** SPEC §4/§5/§8: a validated, invalid invite is never sent to accept; accepting it raises 'invite not valid to accept'. */
import { describe, expect, it, vi } from 'vitest';
import { acceptCheckedInvite, InviteNotValidError } from '../../src/domain/inviteAcceptance';

const invite = { companyId: '7', token: 'kutsu' };

describe('accepting a checked invite', () => {
  it('raises the SPEC error for a validated, invalid invite without sending it', async () => {
    const send = vi.fn();
    await expect(acceptCheckedInvite({ status: 'invalid', invite }, send)).rejects.toThrow('invite not valid to accept');
    await expect(acceptCheckedInvite({ status: 'invalid', invite }, send)).rejects.toBeInstanceOf(InviteNotValidError);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a valid invite, and one whose check failed (the server decides)', async () => {
    const send = vi.fn(async () => undefined);
    await acceptCheckedInvite({ status: 'valid', invite }, send);
    await acceptCheckedInvite({ status: 'unchecked', invite }, send);
    expect(send.mock.calls).toEqual([['7', 'kutsu'], ['7', 'kutsu']]);
  });

  it('does nothing without an invite', async () => {
    const send = vi.fn();
    await acceptCheckedInvite({ status: 'none' }, send);
    expect(send).not.toHaveBeenCalled();
  });
});
