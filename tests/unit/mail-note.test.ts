import { describe, expect, it } from 'vitest';
import { mailNote } from '../../admin/leads/mail-note';

/** T3-17 of the t3 review: the dashboard's e-mail note, written for the office manager. */
const folder = { kind: 'mailbox-folder' as const, target: '/tmp/rt-accept-data/mail' };
const smtp = { kind: 'smtp' as const, target: 'smtp.example.com:587' };

const text = (note: ReturnType<typeof mailNote>) => [note.title, ...note.lines].join(' ');

describe('the e-mail note (T3-17)', () => {
  it('without a mail server says nothing is delivered and how many are held, never "sent", a path or a setting', () => {
    const note = mailNote({ transport: folder, waiting: 0, failed: 0, sent: 24, lastError: null });
    expect(note.state).toBe('local');
    expect(text(note)).toContain('no e-mail leaves this site');
    expect(text(note)).toContain('24 e-mails have been kept back so far.');
    expect(text(note)).not.toMatch(/\bsent\b|\/tmp|mailbox folder|SMTP|\$/);
  });

  it('with a working mail server says they are delivered and how many wait', () => {
    expect(text(mailNote({ transport: smtp, waiting: 2, failed: 0, sent: 1, lastError: null }))).toContain(
      '1 e-mail delivered so far; 2 are on the way now.',
    );
    const ok = mailNote({ transport: smtp, waiting: 0, failed: 0, sent: 24, lastError: null });
    expect(ok).toMatchObject({ state: 'ok', title: 'Email Service Active' });
    expect(text(ok)).not.toMatch(/smtp\.example\.com|SMTP/);
  });

  it('with failures says how many did not get through and what to do, without the technical error', () => {
    const note = mailNote({ transport: smtp, waiting: 1, failed: 3, sent: 20, lastError: 'ECONNREFUSED 10.0.0.5:587' });
    expect(note.state).toBe('warning');
    expect(text(note)).toContain('3 e-mails could not be delivered, and 1 e-mail is waiting to be sent again.');
    expect(text(note)).toContain('call anyone who is waiting');
    expect(text(note)).not.toContain('ECONNREFUSED');
  });
});
