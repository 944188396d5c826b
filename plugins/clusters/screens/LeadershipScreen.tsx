import { LeadershipPage } from '../components/LeadershipPage';

export default function LeadershipScreen() {
  return <LeadershipPage />;
}
