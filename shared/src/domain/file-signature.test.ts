import { describe, expect, it } from 'vitest';
import { matchesSignature, wrongTypeMessage } from './file-signature';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)),
  );

describe('matchesSignature', () => {
  it('accepts each type by its own signature', () => {
    expect(matchesSignature('application/pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(matchesSignature('image/jpeg', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe(true);
    const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    expect(matchesSignature('image/png', png)).toBe(true);
    expect(matchesSignature('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe(true);
    for (const brand of ['heic', 'heix', 'mif1', 'msf1', 'heif']) {
      expect(matchesSignature('image/heic', bytes([0, 0, 0, 24], 'ftyp', brand))).toBe(true);
      expect(matchesSignature('image/heif', bytes([0, 0, 0, 24], 'ftyp', brand))).toBe(true);
    }
  });

  it('refuses anything else under a declared type', () => {
    expect(matchesSignature('image/png', bytes('<html><script>'))).toBe(false);
    expect(matchesSignature('application/pdf', bytes('%PDF'))).toBe(false);
    expect(matchesSignature('image/jpeg', bytes('%PDF-1.7'))).toBe(false);
    expect(matchesSignature('image/webp', bytes('RIFF', [1, 2, 3, 4], 'WAVE'))).toBe(false);
    // An MP4 is an ISO media file too, with another brand.
    expect(matchesSignature('image/heic', bytes([0, 0, 0, 24], 'ftyp', 'isom'))).toBe(false);
    expect(matchesSignature('image/png', new Uint8Array())).toBe(false);
  });

  it("accepts an imported booking's original by its own start", () => {
    expect(matchesSignature('application/vnd.apple.pkpass', bytes('PK', [3, 4, 20, 0]))).toBe(true);
    expect(matchesSignature('message/rfc822', bytes('Return-Path: <a@example.com>\r\n'))).toBe(
      true,
    );
    expect(matchesSignature('message/rfc822', bytes([0xef, 0xbb, 0xbf], 'From: Hotels'))).toBe(
      true,
    );
    expect(matchesSignature('text/calendar', bytes('\r\nBEGIN:VCALENDAR\r\nVERSION:2.0'))).toBe(
      true,
    );
    expect(matchesSignature('text/html', bytes('  <!DOCTYPE html><html>'))).toBe(true);
    expect(matchesSignature('text/html', bytes('<html lang="en">'))).toBe(true);
  });

  it('refuses a binary or another text file under those types', () => {
    expect(matchesSignature('application/vnd.apple.pkpass', bytes('%PDF-1.7'))).toBe(false);
    expect(matchesSignature('message/rfc822', bytes('Dear traveller, your booking'))).toBe(false);
    expect(matchesSignature('message/rfc822', bytes('From: a', [0], 'binary'))).toBe(false);
    expect(matchesSignature('text/calendar', bytes('BEGIN:VCARD'))).toBe(false);
    expect(matchesSignature('text/html', bytes('%PDF-1.7 <html>'))).toBe(false);
    expect(matchesSignature('text/html', bytes([0x89], 'PNG<html>'))).toBe(false);
    expect(matchesSignature('text/html', new Uint8Array())).toBe(false);
  });

  it('names the type a file is not, as a traveller would', () => {
    expect(wrongTypeMessage('application/pdf')).toBe('This file is not a PDF');
    expect(wrongTypeMessage('image/jpeg')).toBe('This file is not a JPEG image');
    expect(wrongTypeMessage('image/heic')).toBe('This file is not a HEIC image');
    expect(wrongTypeMessage('message/rfc822')).toBe('This file is not an e-mail');
  });
});
