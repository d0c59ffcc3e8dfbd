import type { DocumentMediaType } from '@shared/schemas/document';

const EXTENSIONS: Record<DocumentMediaType, string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'image/heic': ['heic'],
  'image/heif': ['heif', 'heic'],
  'application/vnd.apple.pkpass': ['pkpass'],
  'message/rfc822': ['eml'],
  'text/calendar': ['ics'],
  'text/html': ['html', 'htm'],
};

/**
 * `attachment; filename*=UTF-8''…` (RFC 6266 / 8187) with the document's name and an extension
 * of its checked type, so a saved file opens with the right program. Every byte outside the
 * RFC's attr-char set is percent-encoded, so no name (quotes, semicolons, line breaks,
 * slashes) can add a header parameter or a path.
 */
export function attachmentDisposition(name: string, mediaType: DocumentMediaType): string {
  const extensions = EXTENSIONS[mediaType];
  const hasExtension = extensions.some((ext) => name.toLowerCase().endsWith(`.${ext}`));
  const fileName = hasExtension ? name : `${name}.${extensions[0] ?? 'bin'}`;
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename*=UTF-8''${encoded}`;
}
