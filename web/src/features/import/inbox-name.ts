/** What the inbox calls a file it keeps unread, so the traveller sees it needs them. */
export const NEEDS_A_LOOK = 'Needs a look';

/** A kept file's document name: 'Needs a look: train ticket'. */
export const inboxName = (fileTitle: string) => `${NEEDS_A_LOOK}: ${fileTitle}`.slice(0, 200);

/** The file's own title when a document is in the inbox ('train ticket'), else null. */
export function inboxFileTitle(documentName: string): string | null {
  const prefix = `${NEEDS_A_LOOK}: `;
  return documentName.startsWith(prefix) ? documentName.slice(prefix.length) || null : null;
}
