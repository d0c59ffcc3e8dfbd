import { Outlet } from 'react-router-dom';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';
import { ScrollMemory } from './scroll-memory';
import './shell.css';

/** Plain elements with the static classes of shell.css: the shell is on every first paint. */
export function AppShell() {
  return (
    <div className="wf-shell">
      <AppHeader />
      <main className="wf-main">
        <Outlet />
      </main>
      <BottomNav />
      {/* A new screen starts at its top; back and forward return to where the traveller was. */}
      <ScrollMemory />
    </div>
  );
}
