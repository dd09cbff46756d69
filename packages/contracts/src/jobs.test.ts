import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES_MAX, type JobMessage, jobMessagesTotal, notKeptMessagesNote } from './jobs';
import { MESSAGE_LANGUAGES, renderMessage } from './messages';

describe('jobMessagesTotal', () => {
  it('counts a job’s messages with those it did not keep: 1,000 kept and the line counting 399,000 more', () => {
    const kept: JobMessage[] = Array.from({ length: JOB_MESSAGES_MAX }, (_, i) => ({
      row: 2 + i,
      column: 'zip_code',
      message: 'Not a zip code.',
    }));
    const line = (text: string): JobMessage => ({ row: null, column: null, message: text });
    const notShown = line('399,000 more messages are not shown (only the first ones are kept).');
    expect(jobMessagesTotal([...kept, notShown])).toBe(400_000);
    expect(
      jobMessagesTotal([...kept, line('1 more messages are not shown (only the first ones are kept).')]),
    ).toBe(1_001);
    // A job the server stopped afterwards: its message follows the line.
    expect(jobMessagesTotal([...kept, notShown, line('The server stopped while this job ran.')])).toBe(
      400_001,
    );
    // Fewer messages than kept: each counts once, whatever it says.
    expect(jobMessagesTotal([])).toBe(0);
    expect(jobMessagesTotal([line('5 more messages are not shown (only the first ones are kept).')])).toBe(1);
    expect(jobMessagesTotal(kept)).toBe(JOB_MESSAGES_MAX);
    // Only the server's line counts: a row's message after the first 1,000 is one message.
    expect(
      jobMessagesTotal([...kept, { row: 1_002, column: null, message: '5 more messages are not shown' }]),
    ).toBe(JOB_MESSAGES_MAX + 1);
  });

  it('reads the note the server writes, in either language', () => {
    const kept: JobMessage[] = Array.from({ length: JOB_MESSAGES_MAX }, () => ({
      row: 2,
      column: null,
      message: 'x',
    }));
    const note = notKeptMessagesNote(1_234_567);
    for (const language of MESSAGE_LANGUAGES) {
      const read = { ...note, message: renderMessage(note.message, language) };
      expect(jobMessagesTotal([...kept, read])).toBe(JOB_MESSAGES_MAX + 1_234_567);
    }
    expect(renderMessage(note.message, 'de')).toBe(
      '1.234.567 weitere Meldungen werden nicht angezeigt (nur die ersten werden behalten).',
    );
  });
});
