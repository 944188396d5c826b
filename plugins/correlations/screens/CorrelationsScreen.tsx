import { CorrelationsPage } from '../components/CorrelationsPage';

/** /data/correlations. */
export default function CorrelationsScreen() {
  return <CorrelationsPage />;
}
