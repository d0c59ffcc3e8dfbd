import { ComingSoon } from '../../components/coming-soon';

export function HomePage() {
  return (
    <ComingSoon
      title="Discover Your Next Adventure"
      text="The destination explorer is on its way."
    />
  );
}
