/**
 * plugins/watchlists: the user's lists (portfolio, watchlists, crypto list) and activation, in
 * one folder (see README.md). Other plugins import from here only.
 */
export { ListsStore, type ListKind, type ListProblem, type ListResult } from './listsStore';
export {
  addTickersAction, addTickersToList, applyLists, withLists, type ListTarget,
} from './listWriter';
export { VISIBLE_TABS, nameProblem, newTickers, normaliseName, sortByName, visibleTabs, type NameProblem } from './watchlistNames';
export { activateTickers, activationBalances, type ActivationAnswer } from './activation';
