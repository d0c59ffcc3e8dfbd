import { ComingSoon } from '../../components/coming-soon';

export function FlightsPage() {
  return <ComingSoon title="Search for Flights" text="Flight search is on its way." />;
}
