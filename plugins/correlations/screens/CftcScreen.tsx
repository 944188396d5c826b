import { CftcPage } from '../components/CftcPage';

/** /data/cftc. */
export default function CftcScreen() {
  return <CftcPage />;
}
