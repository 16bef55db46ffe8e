import { describe, expect, it } from 'vitest';
import { draftProblems, newDraft, rejectionEmailOf, sendAtOf } from './rejection-email-draft.ts';

const now = new Date('2026-11-25T10:00:00Z');
const draft = newDraft('Your application for {{job_title}}', 'Hello {{first_name}}');

describe('the reject dialog’s email draft', () => {
  it('given "no email", then nothing is judged and no email goes with the rejection', () => {
    expect(draftProblems({ ...draft, subject: '' }, now)).toEqual({});
    expect(rejectionEmailOf(draft, now)).toBeUndefined();
  });

  it('given the company’s delay with the standard text, then the email names only the standard text, which the server makes in each candidate’s language and holds for the delay', () => {
    expect(draft.text).toBe('standard');
    expect(rejectionEmailOf({ ...draft, timing: 'delay' }, now)).toEqual({ text: 'standard' });
  });

  it('given "send now" with the standard text, then the email asks to be sent now, deliberately', () => {
    expect(rejectionEmailOf({ ...draft, timing: 'now' }, now)).toEqual({ text: 'standard', send_now: true });
  });

  it('given "send now" with a written text, then the email carries the text, no time, and the choice to send now', () => {
    expect(rejectionEmailOf({ ...draft, text: 'written', timing: 'now' }, now)).toEqual({
      text: 'written',
      subject: 'Your application for {{job_title}}',
      message: 'Hello {{first_name}}',
      send_now: true,
    });
  });

  it('given the standard text, then an emptied subject or message is not judged: they are not sent', () => {
    expect(draftProblems({ ...draft, timing: 'now', subject: '', message: '' }, now)).toEqual({});
  });

  it('given "later" by a delay of a day, then it is sent 24 hours from now', () => {
    expect(sendAtOf({ ...draft, timing: 'later', laterBy: 'delay', delayHours: 24 }, now)).toBe(
      '2026-11-26T10:00:00.000Z',
    );
  });

  it('given "later" at a time in the browser’s zone, then that moment is sent as an ISO time', () => {
    const local = { ...draft, timing: 'later' as const, laterBy: 'time' as const, localTime: '2026-11-27T09:30' };
    expect(sendAtOf(local, now)).toBe(new Date(2026, 10, 27, 9, 30).toISOString());
    expect(draftProblems(local, now)).toEqual({});
  });

  it('given an empty subject, an unknown merge field, a missing or past time, then each is named', () => {
    const problems = draftProblems(
      {
        ...draft,
        text: 'written',
        timing: 'later',
        laterBy: 'time',
        subject: ' ',
        message: 'Hi {{first_nam}}',
        localTime: '',
      },
      now,
    );
    expect(problems.subject).toBe('required');
    expect(problems.message).toMatchObject({ code: 'unknown_variable', text: 'first_nam' });
    expect(problems.sendAt).toBe('required');
    const past = { ...draft, timing: 'later' as const, laterBy: 'time' as const, localTime: '2020-01-01T09:00' };
    expect(draftProblems(past, now).sendAt).toBe('past');
  });
});
