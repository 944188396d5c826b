import { observer } from 'mobx-react-lite';
import { useEngine } from '../../../../engine/ui';
import { exclusiveOfferMethods } from './exclusiveOfferApi';
import { ExclusiveOfferView } from './ExclusiveOfferView';

/** The route's page: the app's data provider and, when someone is signed in, the member's path. */
export const ExclusiveOfferPage = observer(function ExclusiveOfferPage() {
  const { data, session } = useEngine();
  const member = session.status === 'LOGGED_IN' && session.user ? { username: session.user.username } : null;
  return <ExclusiveOfferView api={exclusiveOfferMethods.of(data)} member={member} />;
});
