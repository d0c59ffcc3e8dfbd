import { describe, expect, it } from 'vitest';
import { documentsFolderWarning } from './document-storage-from-config';

describe('documentsFolderWarning', () => {
  const base = {
    sharedDatabase: true,
    dirChosen: false,
    dir: '/srv/wayfarer/documents',
    s3: false,
  };

  it('warns a server on a shared database whose documents folder was not chosen', () => {
    expect(documentsFolderWarning(base)).toBe(
      'Document bytes and partial uploads are kept in /srv/wayfarer/documents on this machine ' +
        '(DOCUMENTS_DIR is not set). With several nodes on one database, set DOCUMENTS_DIR to a ' +
        'folder they all share (deploy/README.md).',
    );
  });

  it('still warns with S3, for the partial uploads', () => {
    expect(documentsFolderWarning({ ...base, s3: true })).toMatch(/^Partial document uploads are/);
  });

  it('says nothing on embedded SQLite or once DOCUMENTS_DIR is set', () => {
    expect(documentsFolderWarning({ ...base, sharedDatabase: false })).toBeNull();
    expect(documentsFolderWarning({ ...base, dirChosen: true })).toBeNull();
  });
});
