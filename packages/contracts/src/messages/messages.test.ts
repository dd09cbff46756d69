import { describe, expect, it } from 'vitest';
import { de } from './de';
import { en } from './en';
import { fieldLabel, message, pickLanguage, renderMessage, renderMessages } from './index';

describe('pickLanguage', () => {
  it('takes the supported language with the highest q-value, German for any de-* tag', () => {
    expect(pickLanguage('de')).toBe('de');
    expect(pickLanguage('de-DE')).toBe('de');
    expect(pickLanguage('de-AT,en;q=0.5')).toBe('de');
    expect(pickLanguage('en-US,en;q=0.9,de;q=0.8')).toBe('en');
    expect(pickLanguage('fr-FR,fr;q=0.9,de;q=0.7,en;q=0.5')).toBe('de');
    expect(pickLanguage('en;q=0.3, DE;q=0.8')).toBe('de');
    // The first of equal q-values wins.
    expect(pickLanguage('en, de')).toBe('en');
  });

  it('answers English for none, an unknown language, `*` or a refused one (q=0)', () => {
    expect(pickLanguage(undefined)).toBe('en');
    expect(pickLanguage('')).toBe('en');
    expect(pickLanguage('fr-FR')).toBe('en');
    expect(pickLanguage('*')).toBe('en');
    expect(pickLanguage('de;q=0')).toBe('en');
    expect(pickLanguage('de;q=abc')).toBe('en');
  });
});

describe('renderMessage', () => {
  it('writes a key with its parameters in either language; dates and numbers as the language writes them', () => {
    const expired = message('auth.teamExpired', { date: '2026-03-01' });
    expect(renderMessage(expired, 'en')).toBe(
      'Your team’s access ended on 1 March 2026. The companies administration can extend it.',
    );
    expect(renderMessage(expired, 'de')).toBe(
      'Der Zugang Ihres Teams ist am 1. März 2026 abgelaufen. Die Firmenverwaltung kann ihn verlängern.',
    );
    expect(renderMessage(message('jobs.notKept', { count: 12_345 }), 'en')).toMatch(/^12,345 more/);
    expect(renderMessage(message('jobs.notKept', { count: 12_345 }), 'de')).toMatch(/^12\.345 weitere/);
  });

  it('names fields by the form’s labels, a nested path by its first known part', () => {
    const said = message('http.fieldMessage', { field: 'meter_id', message: message('validation.required') });
    expect(renderMessage(said, 'de')).toBe('Zählernummer: Dieses Feld ist erforderlich.');
    expect(renderMessage(said, 'en')).toBe('Meter number: This field is required.');
    expect(fieldLabel('results.0.value', 'de')).toBe('Werte');
    expect(fieldLabel('custom_thing', 'de')).toBe('custom_thing');
  });

  it('takes an English catalog text as its message and leaves any other text alone', () => {
    expect(renderMessage('You may not import.', 'de')).toBe('Sie dürfen nicht importieren.');
    expect(renderMessage('Musterstraße 1', 'de')).toBe('Musterstraße 1');
    expect(renderMessages({ street: ['This field is required.'], n: 3 }, 'de')).toEqual({
      street: ['Dieses Feld ist erforderlich.'],
      n: 3,
    });
  });

  it('takes an English text of a catalog shape, a limit written with its number, as that message', () => {
    expect(renderMessage('Ensure this field has no more than 100 characters.', 'de')).toBe(
      'Dieses Feld darf höchstens 100 Zeichen lang sein.',
    );
    expect(renderMessage('Enter a year from 2000 to 2100.', 'de')).toBe(
      'Geben Sie ein Jahr von 2000 bis 2100 ein.',
    );
    expect(renderMessage('Ensure that there are no more than 4 decimal places.', 'de')).toBe(
      'Der Wert darf höchstens 4 Nachkommastellen haben.',
    );
    // A shape that begins with a parameter (`{field}: {message}`) is never guessed.
    expect(renderMessage('Note: Ensure nothing.', 'de')).toBe('Note: Ensure nothing.');
  });

  it('has every key in both languages', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
  });
});
