import { createStore } from 'zustand/vanilla';

/** Chromium's install offer; not in the DOM typings because only Chromium fires it. */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface InstallState {
  /** The browser offered to install the app (beforeinstallprompt was kept for later). */
  canPrompt: boolean;
  /** iOS Safari, not yet on the home screen: it has no prompt, so we explain the steps. */
  showIosHowTo: boolean;
  /** Opens the browser's own install dialog; resolves with what the traveller chose. */
  promptInstall(): Promise<'accepted' | 'dismissed' | 'unavailable'>;
  /** Starts listening for the browser's offer; returns a function that stops. */
  listen(): () => void;
}

export type InstallStore = ReturnType<typeof createInstallStore>;

/**
 * iPhone or iPad Safari. iPadOS presents itself as a Mac, so a Mac with a touch screen counts;
 * other iOS browsers name themselves (CriOS, FxiOS, EdgiOS, ...).
 */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const ios =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  return ios && /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent);
}

/** Running from the home screen already (standard media query, and Safari's own flag). */
export function isStandalone(win: Window): boolean {
  const nav = win.navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || win.matchMedia('(display-mode: standalone)').matches;
}

/** Keeps the browser's install offer until the traveller asks for it from the header. */
export function createInstallStore(win: Window) {
  let deferred: BeforeInstallPromptEvent | null = null;
  const store = createStore<InstallState>()((set) => {
    const onBeforeInstall = (event: Event) => {
      // Keep the mini-infobar away; the header's 'Install app' button asks instead.
      event.preventDefault();
      deferred = event as BeforeInstallPromptEvent;
      set({ canPrompt: true });
    };
    const onInstalled = () => {
      deferred = null;
      set({ canPrompt: false, showIosHowTo: false });
    };
    return {
      canPrompt: false,
      showIosHowTo:
        isIosSafari(win.navigator.userAgent, win.navigator.maxTouchPoints) && !isStandalone(win),
      async promptInstall() {
        const event = deferred;
        if (!event) return 'unavailable';
        // A kept event can be prompted only once.
        deferred = null;
        set({ canPrompt: false });
        await event.prompt();
        const { outcome } = await event.userChoice;
        return outcome;
      },
      listen() {
        win.addEventListener('beforeinstallprompt', onBeforeInstall);
        win.addEventListener('appinstalled', onInstalled);
        return () => {
          win.removeEventListener('beforeinstallprompt', onBeforeInstall);
          win.removeEventListener('appinstalled', onInstalled);
        };
      },
    };
  });
  return store;
}
