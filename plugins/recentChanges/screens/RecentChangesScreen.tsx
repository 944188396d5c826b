import { RecentChangesPage } from '../components/RecentChangesPage';

/** /dashboard/recent-changes: the signal changes of every ticker but crypto. */
export default function RecentChangesScreen() {
  return <RecentChangesPage market="stocks" />;
}
