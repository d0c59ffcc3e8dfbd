import { describe, expect, it } from 'vitest';
import { eraseByDefault, signOutChoices } from './sign-out-choices';

describe('signOutChoices', () => {
  it('erases by default only when nothing would be lost', () => {
    expect(eraseByDefault(0)).toBe(true);
    expect(eraseByDefault(2)).toBe(false);
  });

  it('says what stays when the copy is kept, and what is lost when erased', () => {
    expect(signOutChoices({ waiting: 0, online: true, erase: false })).toEqual({
      title: 'Sign out?',
      canSync: false,
      signOutLabel: 'Keep on this device and sign out',
      consequence:
        'Your trips stay on this device for the next time you sign in here. Anyone using this browser could read them.',
    });
    expect(signOutChoices({ waiting: 2, online: true, erase: true })).toMatchObject({
      title: 'Sign out with unsynced changes?',
      canSync: true,
      signOutLabel: 'Erase and sign out',
      consequence:
        'Your trips are removed from this browser; the server keeps what it has. The 2 changes that are not synced yet would be lost.',
    });
    expect(signOutChoices({ waiting: 1, online: true, erase: false }).consequence).toBe(
      'Your trips stay on this device for the next time you sign in here, and the 1 change that is not synced yet will be sent then. Anyone using this browser could read them.',
    );
  });

  it('offline, never offers Sync now, and says signing out still works', () => {
    const offline = signOutChoices({ waiting: 1, online: false, erase: false });
    expect(offline.canSync).toBe(false);
    expect(offline.offlineNote).toBe(
      "You're offline, so it cannot be sent now. You can still sign out: the server is told when this device is back online.",
    );
    expect(signOutChoices({ waiting: 0, online: true, erase: true }).offlineNote).toBeUndefined();
  });
});
