import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { drfErrorMap } from './error-map';
import { type MessageLanguage, renderMessage } from './messages';

const messages = (schema: z.ZodType, value: unknown, language: MessageLanguage = 'en') =>
  schema
    .safeParse(value, { error: drfErrorMap })
    .error?.issues.map((issue) => renderMessage(issue.message, language));

describe('drfErrorMap', () => {
  it('words messages as Django REST Framework does', () => {
    const schema = z.strictObject({ name: z.string().min(1).max(5), kind: z.enum(['a', 'b']) });
    expect(messages(schema, {})).toEqual(['This field is required.', 'This field is required.']);
    expect(messages(schema, { name: '', kind: 'a' })).toEqual(['This field may not be blank.']);
    expect(messages(schema, { name: 'toolong', kind: 'a' })).toEqual([
      'Ensure this field has no more than 5 characters.',
    ]);
    expect(messages(schema, { name: 'x', kind: 'c' })).toEqual(['"c" is not a valid choice.']);
    expect(messages(schema, { name: 'x', kind: 'a', extra: 1 })).toEqual(['Unknown field.']);
    expect(messages(schema, { name: null, kind: 'a' })).toEqual(['This field may not be null.']);
  });

  it('gives catalog messages, written in the reader’s language', () => {
    const schema = z.strictObject({ name: z.string().min(1).max(5), kind: z.enum(['a', 'b']) });
    expect(messages(schema, {}, 'de')).toEqual([
      'Dieses Feld ist erforderlich.',
      'Dieses Feld ist erforderlich.',
    ]);
    expect(messages(schema, { name: 'toolong', kind: 'a' }, 'de')).toEqual([
      'Dieses Feld darf höchstens 5 Zeichen lang sein.',
    ]);
    expect(messages(schema, { name: 'x', kind: 'c' }, 'de')).toEqual(['„c“ ist keine gültige Auswahl.']);
  });
});
