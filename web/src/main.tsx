import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { appSystem } from './app/theme';
import { nextTask } from './lib/next-task';
// Chakra's reset, base styles and tokens, generated from the theme (app/static-global-css.ts).
import './app/chakra-global.css';
// The first screens' static styles (decision 008) ride in the entry's stylesheet, which the page
// waits for anyway: left with their lazy screens, each would be one more file to fetch before
// the screen could draw.
import './features/home/destination-card.css';
import './features/trips/trip-card.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Each in a task of its own, with the browser free in between: the modules' evaluation, Chakra's
// system (its token dictionary, the largest piece of start-up work; app/theme.ts), then the first
// render as a transition, which React renders in slices of a few milliseconds (input and the
// preloads' responses go between) instead of one long task that blocks the page on a slow phone.
void nextTask()
  .then(() => {
    appSystem();
    return nextTask();
  })
  .then(() => {
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
