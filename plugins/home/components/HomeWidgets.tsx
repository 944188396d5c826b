import { EconomicEvents } from '../widgets/EconomicEvents';
import { FaqTeaser } from '../widgets/FaqTeaser';
import { GammaAtOpen } from '../widgets/GammaAtOpen';
import { HomeStrip } from '../widgets/HomeStrip';
import { LatestChanges } from '../widgets/LatestChanges';
import { MainMarkets } from '../widgets/MainMarkets';
import { MostWatched } from '../widgets/MostWatched';
import { TopMine } from '../widgets/TopMine';
import '../home.css';

/**
 * The home's widgets (issue 21 scope 1), each loading on its own with its skeleton and its own
 * error text: the strip, the main markets, the user's top 5, their latest signal changes, today's
 * and the prior day's economic events, Gamma at open, the FAQ teaser and the most-watched cloud.
 */
export default function HomeWidgets() {
  return (
    <div className="rs-widgets home-widgets" data-testid="home-widgets">
      <HomeStrip />
      <MainMarkets />
      <TopMine />
      <LatestChanges />
      <EconomicEvents />
      <GammaAtOpen />
      <FaqTeaser />
      <MostWatched />
    </div>
  );
}
