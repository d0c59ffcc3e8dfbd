import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
// Chakra's reset, base styles and tokens, generated from the theme (app/static-global-css.ts).
import './app/chakra-global.css';
// The first screens' static styles (decision 008) ride in the entry's stylesheet, which the page
// waits for anyway: left with their lazy screens, each would be one more file to fetch before
// the screen could draw.
import './features/home/destination-card.css';
import './features/trips/trip-card.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React then renders in slices of a few milliseconds and lets
// the browser breathe in between (input, the preloads' responses), instead of one long task that
// blocks the page on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
