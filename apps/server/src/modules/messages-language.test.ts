import { decodeText, fieldLabel } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, useTestApp } from '../../test/app';

/**
 * The server writes its messages in the reader's language (`Accept-Language`, English without one): a
 * refusal, a validation error, an import's row errors (stored once, read in either language), the
 * account notices; the shapes stay as they are.
 */
const t = useTestApp();

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };
const xMessage = (response: { headers: Record<string, unknown> }) =>
  decodeText(String(response.headers['x-message'] ?? ''));

const ask = async (email: string, url: string, headers: object = {}) =>
  t.app.inject({ url, headers: { ...(await t.authHeader(email)), ...headers } });

describe('server messages in the reader’s language', () => {
  it('answers a refusal in German for Accept-Language: de and in English without it', async () => {
    const english = await ask(DEMO.reader, '/api/v2/audit/');
    const german = await ask(DEMO.reader, '/api/v2/audit/', GERMAN);
    expect([english.statusCode, german.statusCode]).toEqual([403, 403]);
    expect(english.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    expect(german.json()).toEqual({ detail: 'Sie haben keine Berechtigung für diese Aktion.' });
    expect(xMessage(german)).toBe('Sie haben keine Berechtigung für diese Aktion.');

    const upload = (headers: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v2/reading_requests-upload/1/1/',
        headers: { ...headers, 'content-type': 'text/csv' },
        payload: 'meter_id\r\nX\r\n',
      });
    const reader = await t.authHeader(DEMO.reader);
    expect((await upload(reader)).json()).toEqual({ detail: 'You may not import.' });
    expect((await upload({ ...reader, ...GERMAN })).json()).toEqual({
      detail: 'Sie dürfen nicht importieren.',
    });
  });

  it('answers validation errors in German, the X-Message naming the form’s label', async () => {
    const post = async (headers: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/buildings/',
        headers: { ...(await t.authHeader(DEMO.supplier)), ...headers },
        payload: {},
      });
    const english = await post({});
    const german = await post(GERMAN);
    expect([english.statusCode, german.statusCode]).toEqual([400, 400]);
    const fields = Object.keys(german.json());
    // The same shape, only the texts differ.
    expect(Object.keys(english.json())).toEqual(fields);
    expect(english.json().street).toEqual(['This field is required.']);
    expect(german.json().street).toEqual(['Dieses Feld ist erforderlich.']);
    const first = fields[0]!;
    expect(fieldLabel(first, 'de')).not.toBe(first);
    expect(xMessage(german)).toBe(`${fieldLabel(first, 'de')}: ${german.json()[first][0]}`);
    expect(xMessage(english)).toBe(`${fieldLabel(first, 'en')}: ${english.json()[first][0]}`);
  });

  it('keeps an import’s row errors as keys: each reader reads them in their language', async () => {
    const header = 'street,street_number,zip_code,city,meter_id,obis_codes,physical_medium,physical_unit';
    const file = [
      header,
      'Sprachweg,1,12345,Musterstadt,LANG-0001,1-0:1.8.0,electricity,kWh',
      'Sprachweg,1,12345,Musterstadt,LANG-0001,1-0:1.8.0,electricity,kWh',
      'Sprachweg,2,12345,Musterstadt,,1-0:1.8.0,electricity,kWh',
    ].join('\r\n');
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/reading_requests-upload/1/1/',
      headers: {
        ...(await t.authHeader(DEMO.supplier)),
        ...GERMAN,
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="zaehler.csv"',
      },
      payload: `${file}\r\n`,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    expect(upload.json()).toMatchObject({
      result: 'ERROR',
      messages: [
        'Zeile 3, meter_id: Der Zähler LANG-0001 steht auch in Zeile 2.',
        'Zeile 4, meter_id: Dieses Feld ist erforderlich.',
      ],
    });
    const report = `/api/v2/reading_requests-report/${upload.json().report}/`;
    const messages = async (headers: object) => (await ask(DEMO.supplier, report, headers)).json().messages;
    expect(await messages({})).toEqual([
      { row: 3, column: 'meter_id', message: 'The meter LANG-0001 is also in row 2.' },
      { row: 4, column: 'meter_id', message: 'This field is required.' },
    ]);
    expect(await messages(GERMAN)).toEqual([
      { row: 3, column: 'meter_id', message: 'Der Zähler LANG-0001 steht auch in Zeile 2.' },
      { row: 4, column: 'meter_id', message: 'Dieses Feld ist erforderlich.' },
    ]);
  });

  it('refuses a file as a whole in German: an empty file, a header naming no known column', async () => {
    const upload = async (payload: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v2/reading_requests-upload/1/1/',
        headers: { ...(await t.authHeader(DEMO.supplier)), ...GERMAN, 'content-type': 'text/csv' },
        payload,
      });
    const empty = await upload('');
    expect([empty.statusCode, empty.json().messages]).toEqual([400, ['Die Datei ist leer.']]);
    const unknown = await upload('colour\r\nrot\r\n');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages[0]).toBe(
      'Zeile 1: Unbekannte Spalte: "colour". Die Spalten heißen wie in einem Export.',
    );
  });

  it('says a failed sign-in and the password reset notice in the reader’s language', async () => {
    const signIn = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/access-token/',
        headers,
        payload: { email: DEMO.reader, password: `${DEMO_PASSWORD}-wrong` },
      });
    expect((await signIn({})).json()).toEqual({ detail: 'Incorrect email address or password.' });
    expect((await signIn(GERMAN)).json()).toEqual({ detail: 'E-Mail-Adresse oder Passwort ist falsch.' });

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v2/users/reset_password/',
      headers: GERMAN,
      payload: { email: 'nobody@demo.example' },
    });
    expect(reset.json()).toEqual({
      detail:
        'Falls ein Konto zu dieser E-Mail-Adresse besteht, haben wir Ihnen einen Link zum Festlegen eines neuen Passworts gesendet.',
    });
    expect(xMessage(reset)).toBe(reset.json().detail);
  });

  it('says the resend-registration notice in the reader’s language', async () => {
    const email = 'sprache.neu@demo.example';
    const created = await t.send(DEMO.consumer, 'POST', '/api/v2/employees/', {
      email,
      employee: { name: 'Sprache Neu', is_scheduler: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/api/v2/resend_registration/${created.json().resource_id}/`;
    expect((await ask(DEMO.consumer, url)).json()).toEqual({
      detail: `A registration e-mail has been sent to ${email}.`,
    });
    const german = await ask(DEMO.consumer, url, GERMAN);
    expect(german.json()).toEqual({ detail: `Eine Registrierungs-E-Mail wurde an ${email} gesendet.` });
    expect(xMessage(german)).toBe(german.json().detail);
  });
});
