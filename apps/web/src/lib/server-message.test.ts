import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { decodeHeaderMessage, messageFromBody, serverMessage } from './server-message';

describe('decodeHeaderMessage', () => {
  it('decodes a percent-encoded header value, umlauts included', () => {
    expect(decodeHeaderMessage('Incorrect%20email%20address%20or%20password.')).toBe(
      'Incorrect email address or password.',
    );
    expect(decodeHeaderMessage('Z%C3%A4hler%20nicht%20gefunden')).toBe('Zähler nicht gefunden');
  });

  it('keeps a malformed value as it is and treats blank as absent', () => {
    expect(decodeHeaderMessage('100%')).toBe('100%');
    expect(decodeHeaderMessage('%20')).toBeUndefined();
    expect(decodeHeaderMessage(null)).toBeUndefined();
  });
});

describe('messageFromBody', () => {
  it('prefers detail, then non_field_errors, then the first field error', () => {
    expect(messageFromBody({ detail: 'Not found.' })).toBe('Not found.');
    expect(messageFromBody({ email: ['Bad e-mail'], non_field_errors: ['Both wrong'] })).toBe('Both wrong');
    expect(messageFromBody({ old_password: ['Wrong password.'] })).toBe('Wrong password.');
    expect(messageFromBody({})).toBeUndefined();
    expect(messageFromBody([1, 2])).toBeUndefined();
  });
});

describe('serverMessage', () => {
  const error = (data: unknown, header?: string) =>
    new ApiError(400, data, 'fallback text', new Headers(header ? { 'X-Message': header } : {}));

  it('reads the encoded header first', () => {
    expect(serverMessage(error({ detail: 'body' }, 'from%20header'))).toBe('from header');
  });

  it('falls back to the body, then to the error text', () => {
    expect(serverMessage(error({ detail: 'body' }))).toBe('body');
    expect(serverMessage(error(undefined))).toBe('fallback text');
    expect(serverMessage(new Error('network down'))).toBe('network down');
    expect(serverMessage(undefined)).toBeUndefined();
  });
});
