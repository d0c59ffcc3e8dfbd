/**
 * The baseline page of the main-thread benchmark (scripts/bench-main-thread.ts): React 19 and
 * React Router as the app uses them (a browser router, a layout route, NavLinks), rendering a
 * header, a bottom navigation and a list of 20 cards with plain elements and plain CSS. Built
 * with the project's Vite config by scripts/main-thread/baseline-build.ts; never part of the app.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Link, NavLink, Outlet, RouterProvider, createBrowserRouter } from 'react-router-dom';

const CARDS = Array.from({ length: 20 }, (_, i) => ({
  id: `card-${i + 1}`,
  title: `Destination ${i + 1}`,
  place: `City ${i + 1}, Country ${(i % 7) + 1}`,
  dates: `May ${(i % 28) + 1} - Jun ${(i % 28) + 1}`,
  text: 'A few lines about the place: what to see, when to go and what it costs.',
  category: ['Beach', 'Mountain', 'City', 'Cultural', 'Adventure'][i % 5],
}));

const TABS = [
  { to: '/', label: 'Home' },
  { to: '/borders', label: 'Borders' },
  { to: '/flights', label: 'Flights' },
  { to: '/trips', label: 'Trips' },
  { to: '/profile', label: 'Profile' },
];

function Icon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 3" />
    </svg>
  );
}

function Layout() {
  return (
    <>
      <header>
        <Link to="/">Wayfarer</Link>
        <Link to="/auth">Sign In</Link>
      </header>
      <main>
        <Outlet />
      </main>
      <nav aria-label="Main">
        {TABS.map((tab) => (
          <NavLink
            key={tab.to}
            to={tab.to}
            end={tab.to === '/'}
            className={({ isActive }) => (isActive ? 'active' : undefined)}
          >
            <Icon />
            {tab.label}
          </NavLink>
        ))}
      </nav>
    </>
  );
}

function CardList() {
  return (
    <>
      <h1>Discover Your Next Adventure</h1>
      <ul className="cards">
        {CARDS.map((card) => (
          <li key={card.id}>
            <article aria-label={card.title}>
              <div className="picture" />
              <div className="body">
                <h2>
                  <Link to={`/trips/${card.id}`}>{card.title}</Link>
                </h2>
                <p>{card.place}</p>
                <p>{card.dates}</p>
                <p>{card.text}</p>
                <span className="badge">{card.category}</span>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}

const router = createBrowserRouter([
  { path: '/', element: <Layout />, children: [{ index: true, element: <CardList /> }] },
]);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// As the app's entry does (web/src/main.tsx): the first render is a transition.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
