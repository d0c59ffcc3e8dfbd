/**
 * An e-mail (RFC 5322 with MIME) → its parts, decoded: the HTML and text bodies (quoted-printable
 * or base64, in their charset) and the attachments as bytes, so a confirmation's markup, an
 * attached wallet pass or calendar file can each be read. Nested multiparts are walked to a
 * depth limit; nothing is run.
 */
import { strToU8 } from 'fflate';

export interface MimePart {
  contentType: string;
  fileName: string | null;
  bytes: Uint8Array;
  /** For text parts, the decoded text. */
  text: string | null;
}

const MAX_DEPTH = 8;
const MAX_PARTS = 200;

/** Whether text starts with a message's header block (a pasted or shared e-mail). */
export function looksLikeEmail(text: string): boolean {
  const head = text.slice(0, 8000).split(/\r?\n\r?\n/)[0]!;
  return /^[A-Za-z][\w-]*:/.test(head) && /^(mime-version|content-type|subject|from):/im.test(head);
}

/** The leaf parts of a message, in order. */
export function mimeParts(message: string): MimePart[] {
  const parts: MimePart[] = [];
  walk(message, 0, parts);
  return parts;
}

function walk(entity: string, depth: number, parts: MimePart[]) {
  if (parts.length >= MAX_PARTS) return;
  const { headers, body } = splitEntity(entity);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const type = contentType.split(';')[0]!.trim().toLowerCase();
  const boundary = parameter(contentType, 'boundary');
  if (type.startsWith('multipart/') && boundary && depth < MAX_DEPTH) {
    const delimiter = `--${boundary}`;
    const sections = body.split(delimiter).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      // The line break before a delimiter belongs to the delimiter, not to the part.
      walk(section.replace(/^[ \t]*\r?\n/, '').replace(/\r?\n$/, ''), depth + 1, parts);
    }
    return;
  }
  if (type === 'message/rfc822' && depth < MAX_DEPTH) return walk(body, depth + 1, parts);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  const bytes =
    encoding === 'base64'
      ? decodeBase64(body)
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : utf8Bytes(body);
  const disposition = headers.get('content-disposition') ?? '';
  const fileName = parameter(disposition, 'filename') ?? parameter(contentType, 'name');
  const isText = type.startsWith('text/') && !/attachment/i.test(disposition);
  const charset = parameter(contentType, 'charset') ?? 'utf-8';
  const encoded = encoding === 'base64' || encoding === 'quoted-printable';
  // A 7bit or 8bit body is text already (the file was read as text); an encoded one is bytes.
  const text = isText ? (encoded ? decodeCharset(bytes, charset) : body) : null;
  parts.push({ contentType: type, fileName, bytes, text });
}

function splitEntity(entity: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  const head = match ? entity.slice(0, match.index) : entity;
  const body = match ? entity.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  // Unfold continuation lines, then keep the first of each header.
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function parameter(header: string, name: string): string | null {
  const m = new RegExp(`(?:^|;)\\s*${name}\\*?\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(header);
  if (!m) return null;
  const value = m[1] ?? m[2] ?? '';
  // RFC 2231 (name*=utf-8''...): keep the value, decoded.
  const extended = /^[\w-]+'[\w-]*'(.*)$/.exec(value);
  if (extended) {
    try {
      return decodeURIComponent(extended[1]!);
    } catch {
      return extended[1]!;
    }
  }
  return value;
}

export function decodeBase64(text: string): Uint8Array {
  const clean = text.replace(/[^A-Za-z0-9+/]/g, '');
  // Padding was dropped with the line breaks: put it back (a lone trailing character is noise).
  const whole = clean.length % 4 === 1 ? clean.slice(0, -1) : clean;
  const binary = atob(whole + '='.repeat((4 - (whole.length % 4)) % 4));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function decodeQuotedPrintable(text: string): Uint8Array {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const c = joined[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const code = joined.charCodeAt(i);
      if (code < 256) bytes.push(code);
      else bytes.push(...strToU8(c));
    }
  }
  return Uint8Array.from(bytes);
}

function utf8Bytes(text: string): Uint8Array {
  return strToU8(text);
}

function decodeCharset(bytes: Uint8Array, charset: string): string {
  try {
    return new TextDecoder(charset.toLowerCase()).decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}
