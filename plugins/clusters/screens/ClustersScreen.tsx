import { ClustersPage } from '../components/ClustersPage';

export default function ClustersScreen() {
  return <ClustersPage />;
}
