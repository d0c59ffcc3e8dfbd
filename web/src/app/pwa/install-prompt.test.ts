import { describe, expect, it, vi } from 'vitest';
import { createInstallStore, isIosSafari, type BeforeInstallPromptEvent } from './install-prompt';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('recognises Safari on iPhone and on iPad in desktop mode', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
  });
  it('leaves out a Mac without touch, other iOS browsers and Android', () => {
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, 5)).toBe(false);
  });
});

function fakeWindow(userAgent = ANDROID_CHROME, standalone = false) {
  const target = new EventTarget();
  return Object.assign(target, {
    navigator: { userAgent, maxTouchPoints: 5, standalone },
    matchMedia: () => ({ matches: false }),
  }) as unknown as Window;
}

function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  Object.assign(event, {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  return event;
}

describe('createInstallStore', () => {
  it('keeps the browser offer and prompts it once when asked', async () => {
    const win = fakeWindow();
    const store = createInstallStore(win);
    store.getState().listen();
    expect(store.getState().canPrompt).toBe(false);
    expect(await store.getState().promptInstall()).toBe('unavailable');

    const event = installEvent('accepted');
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(store.getState().canPrompt).toBe(true);

    expect(await store.getState().promptInstall()).toBe('accepted');
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(store.getState().canPrompt).toBe(false);
    expect(await store.getState().promptInstall()).toBe('unavailable');
  });

  it('forgets the offer once the app is installed', () => {
    const win = fakeWindow();
    const store = createInstallStore(win);
    store.getState().listen();
    win.dispatchEvent(installEvent('dismissed'));
    win.dispatchEvent(new Event('appinstalled'));
    expect(store.getState().canPrompt).toBe(false);
  });

  it('shows the iOS how-to only in Safari outside the home screen', () => {
    expect(createInstallStore(fakeWindow(IPHONE_SAFARI)).getState().showIosHowTo).toBe(true);
    expect(createInstallStore(fakeWindow(IPHONE_SAFARI, true)).getState().showIosHowTo).toBe(false);
    expect(createInstallStore(fakeWindow(ANDROID_CHROME)).getState().showIosHowTo).toBe(false);
  });

  it('stops listening when disposed', () => {
    const win = fakeWindow();
    const store = createInstallStore(win);
    const stop = store.getState().listen();
    stop();
    win.dispatchEvent(installEvent('accepted'));
    expect(store.getState().canPrompt).toBe(false);
  });
});
