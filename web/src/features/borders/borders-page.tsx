import { ComingSoon } from '../../components/coming-soon';

export function BordersPage() {
  return <ComingSoon title="Visa requirements" text="The visa checker is on its way." />;
}
