import { describe, expect, it } from 'vitest';
import { base64Lines, makeEmail, quotedPrintable } from '../testing/import-fixtures';
import { decodeQuotedPrintable, looksLikeEmail, mimeParts } from './mime';
import { strFromU8, strToU8 } from 'fflate';

describe('mimeParts', () => {
  it('finds the quoted-printable HTML body of a nested multipart message, decoded in its charset', () => {
    const html = '<p>Olá — “confirmed” = yes</p>'.repeat(5);
    const email = makeEmail('Your stay', html);
    expect(looksLikeEmail(email)).toBe(true);
    const parts = mimeParts(email);
    expect(parts.map((p) => p.contentType)).toEqual(['text/plain', 'text/html']);
    expect(parts[1]!.text).toBe(html);
  });

  it('decodes a base64 attachment to its bytes and keeps its file name', () => {
    // Ten bytes: the base64 ends in padding, which must not lose the last bytes.
    const bytes = new Uint8Array([0, 1, 2, 250, 251, 252, 253, 254, 255, 7]);
    const email = makeEmail('Pass', '<p>hi</p>', [
      {
        contentType: 'application/vnd.apple.pkpass',
        body: base64Lines(bytes),
        encoding: 'base64',
        fileName: 'pass.pkpass',
      },
    ]);
    const pass = mimeParts(email).find((p) => p.fileName === 'pass.pkpass');
    expect(Array.from(pass!.bytes)).toEqual(Array.from(bytes));
    expect(pass!.text).toBeNull();
  });

  it('decodes a latin-1 quoted-printable body', () => {
    const email = [
      'Subject: x',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=iso-8859-1',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'Caf=E9 =3D ok',
    ].join('\r\n');
    expect(mimeParts(email)[0]!.text).toBe('Café = ok');
  });

  it('round-trips quoted-printable with soft line breaks', () => {
    const text = `${'x'.repeat(200)}=é`;
    expect(strFromU8(decodeQuotedPrintable(quotedPrintable(text)))).toBe(text);
    expect(strFromU8(decodeQuotedPrintable('a=\r\nb'))).toBe('ab');
    expect(decodeQuotedPrintable('=ZZ')).toEqual(strToU8('=ZZ'));
  });

  it('does not take a web page or a calendar for an e-mail', () => {
    expect(looksLikeEmail('<html><body>Subject: x</body></html>')).toBe(false);
    expect(looksLikeEmail('BEGIN:VCALENDAR\r\nVERSION:2.0')).toBe(false);
  });
});
