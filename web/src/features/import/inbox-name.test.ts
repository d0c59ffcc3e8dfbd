import { describe, expect, it } from 'vitest';
import { inboxFileTitle, inboxName } from './inbox-name';

describe('inbox names', () => {
  it('marks a kept file as needing a look, and reads the file’s title back', () => {
    expect(inboxName('train ticket')).toBe('Needs a look: train ticket');
    expect(inboxFileTitle(inboxName('train ticket'))).toBe('train ticket');
    expect(inboxFileTitle('Boarding pass')).toBeNull();
    expect(inboxName('x'.repeat(300))).toHaveLength(200);
  });
});
