import { Box, Grid, Stack, Tabs } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { TabLoadBoundary } from './tab-load-boundary';
import { useParams } from 'react-router-dom';
import { useTrip, type TripDetails } from '../db/live-queries';
import { PageSpinner } from '../components/page-spinner';
import { TripNotFoundMessage } from '../components/trip-not-found-message';
import { TripDetailsSection } from '../features/trips/trip-info-sections';
import { InboxAddAs } from './inbox-add-as';
import { TripHero } from './trip-hero';
import { TripPlanTab } from './trip-plan-tab';
import { TRIP_TABS, type TripTab } from './trip-tabs';
import { useTabBarPlace } from './use-tab-bar-place';
import { useTripTab } from './use-trip-tab';

// What sits behind a tab is fetched and drawn only when that tab is opened (decision 015).
const loadMoneyTab = () => import('./trip-money-tab');
const loadDocumentsTab = () => import('../features/documents/documents-section');
const loadPeopleTab = () => import('../features/members/members-section');
const loadInfoTab = () => import('./trip-info-tab');
const TripMoneyTab = lazy(() => loadMoneyTab().then((m) => ({ default: m.TripMoneyTab })));
const DocumentsSection = lazy(() =>
  loadDocumentsTab().then((m) => ({ default: m.DocumentsSection })),
);
const MembersSection = lazy(() => loadPeopleTab().then((m) => ({ default: m.MembersSection })));
const TripInfoTab = lazy(() => loadInfoTab().then((m) => ({ default: m.TripInfoTab })));

/**
 * Once the page is drawn and the browser idle, the other tabs' code is fetched, so that a tab
 * opens offline even before the service worker has precached the app (its first minutes on a
 * device). Nothing is drawn; a failed fetch is ignored here and met again when the tab opens.
 */
function useWarmTabs() {
  useEffect(() => {
    const warm = () => {
      for (const load of [loadMoneyTab, loadDocumentsTab, loadPeopleTab, loadInfoTab]) {
        load().catch(() => undefined);
      }
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = window.setTimeout(warm, 200);
      return () => window.clearTimeout(timer);
    }
    const handle = requestIdleCallback(warm, { timeout: 1_000 });
    return () => cancelIdleCallback(handle);
  }, []);
}

/**
 * A tab fills at least the screen, so that a short one (or its loading spinner) opened from far
 * down does not shorten the page under the traveller and throw them back to the top.
 */
const TAB_MIN_HEIGHT = '100dvh';

/** The app header's height: the tab bar sticks right under it. */
const UNDER_HEADER = 'calc(var(--chakra-sizes-14) + 1px)';

/**
 * /trips/:id, plan first: the header (picture, title, place, length, route, dates) and then the
 * tabs, opening on the plan; Money, Documents, People and Info are one tap away.
 */
export function TripDetailPage() {
  const { id = '' } = useParams();
  const trip = useTrip(id);
  if (trip === undefined) return <PageSpinner />;
  if (trip === null) return <TripNotFoundMessage />;
  return <TripDetail trip={trip} />;
}

function TripDetail({ trip }: { trip: TripDetails }) {
  const [tab, chooseTab] = useTripTab(trip.id);
  const { anchor, bar, chooseKeepingPlace } = useTabBarPlace(tab, chooseTab);
  useWarmTabs();
  return (
    <Stack gap="4" maxW={{ base: '3xl', lg: 'none' }} mx="auto">
      {/* On a wide screen the trip's details sit beside its picture and title. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }}
        gap={{ base: '4', lg: '6' }}
        alignItems="start"
      >
        <TripHero trip={trip} />
        <TripDetailsSection trip={trip} />
      </Grid>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => chooseKeepingPlace(details.value as TripTab)}
        lazyMount
        unmountOnExit
        variant="line"
        colorPalette="teal"
      >
        <div ref={anchor} />
        <Box
          ref={bar}
          position="sticky"
          top={UNDER_HEADER}
          zIndex="docked"
          bg="bg.subtle"
          mx={{ base: '-4', md: '-6' }}
          px={{ base: '4', md: '6' }}
        >
          <Tabs.List aria-label="Trip sections" overflowX="auto">
            {TRIP_TABS.map(({ id, label }) => (
              <Tabs.Trigger key={id} value={id} minH="11" px="3">
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        <Tabs.Content value="plan" minH={TAB_MIN_HEIGHT}>
          <TripPlanTab trip={trip} />
        </Tabs.Content>
        <TabPanel value="money">
          <TripMoneyTab trip={trip} />
        </TabPanel>
        <TabPanel value="documents">
          <DocumentsSection trip={trip} rowAction={(doc) => <InboxAddAs trip={trip} doc={doc} />} />
        </TabPanel>
        <TabPanel value="people">
          <MembersSection trip={trip} />
        </TabPanel>
        <TabPanel value="info">
          <TripInfoTab trip={trip} />
        </TabPanel>
      </Tabs.Root>
    </Stack>
  );
}

/** A tab whose sections load on first opening, in one readable column (the plan uses the width). */
function TabPanel({ value, children }: { value: TripTab; children: ReactNode }) {
  return (
    <Tabs.Content value={value} maxW="4xl" minH={TAB_MIN_HEIGHT}>
      <TabLoadBoundary>
        <Suspense fallback={<PageSpinner />}>{children}</Suspense>
      </TabLoadBoundary>
    </Tabs.Content>
  );
}
