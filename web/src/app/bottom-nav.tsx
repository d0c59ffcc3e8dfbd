import { Home, Map, Plane, Stamp, User, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router-dom';

const ENTRIES: ReadonlyArray<{ to: string; label: string; icon: LucideIcon }> = [
  { to: '/', label: 'Home', icon: Home },
  { to: '/borders', label: 'Borders', icon: Stamp },
  { to: '/flights', label: 'Flights', icon: Plane },
  { to: '/trips', label: 'Trips', icon: Map },
  { to: '/profile', label: 'Profile', icon: User },
];

/**
 * The five tabs of SPEC 2; NavLink marks the current one with aria-current="page". Plain
 * elements styled by shell.css: the tabs are drawn on every first paint.
 */
export function BottomNav() {
  return (
    <nav aria-label="Main" className="wf-tabs">
      <div className="wf-tabs-row">
        {ENTRIES.map(({ to, label, icon: Icon }) => (
          <NavLink key={to} to={to} end={to === '/'} className="wf-tab-link">
            {({ isActive }) => (
              <div className="wf-tab" data-current={isActive ? '' : undefined}>
                <Icon size={22} aria-hidden="true" />
                <p className="wf-tab-label">{label}</p>
              </div>
            )}
          </NavLink>
        ))}
      </div>
    </nav>
  );
}
