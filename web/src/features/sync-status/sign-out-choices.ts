import { changesText } from './sync-status';

export interface SignOutSituation {
  /** Changes in the outbox. */
  waiting: number;
  /** What the browser says about its network. */
  online: boolean;
  /** The traveller's choice: erase this device's copy. */
  erase: boolean;
}

export interface SignOutChoices {
  title: string;
  /** Whether 'Sync now' is offered: only with changes waiting and a network to send them. */
  canSync: boolean;
  /** The button that signs out, labelled with what happens to the device's copy. */
  signOutLabel: string;
  /** What erasing (or keeping) means for this traveller right now. */
  consequence: string;
  /** Said when offline: signing out works, the server hears of it later. */
  offlineNote?: string;
}

/** Erase is the default only when erasing loses nothing (nothing waits to be sent). */
export function eraseByDefault(waiting: number): boolean {
  return waiting === 0;
}

/** What the sign-out dialog offers and says, from what waits and whether there is a network. */
export function signOutChoices({ waiting, online, erase }: SignOutSituation): SignOutChoices {
  const consequence = consequenceOf(waiting, erase);
  return {
    title: waiting > 0 ? 'Sign out with unsynced changes?' : 'Sign out?',
    canSync: waiting > 0 && online,
    signOutLabel: erase ? 'Erase and sign out' : 'Keep on this device and sign out',
    consequence,
    ...(online
      ? {}
      : {
          offlineNote:
            waiting > 0
              ? `You're offline, so ${waiting === 1 ? 'it' : 'they'} cannot be sent now. You can still sign out: the server is told when this device is back online.`
              : "You're offline. You can still sign out: the server is told when this device is back online.",
        }),
  };
}

function consequenceOf(waiting: number, erase: boolean): string {
  const unsynced =
    waiting === 1
      ? '1 change that is not synced yet'
      : `${changesText(waiting)} that are not synced yet`;
  if (erase && waiting > 0) {
    return `Your trips are removed from this browser; the server keeps what it has. The ${unsynced} would be lost.`;
  }
  if (erase) {
    return 'Your trips and documents are removed from this browser. They stay on the server for your next sign-in.';
  }
  const then = waiting > 0 ? `, and the ${unsynced} will be sent then` : '';
  return `Your trips stay on this device for the next time you sign in here${then}. Anyone using this browser could read them.`;
}
