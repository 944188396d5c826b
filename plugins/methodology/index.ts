/** What other plugins may use of the methodology pages: the "ⓘ" link to a metric's page. */
export { MetricInfoLink, type MetricInfoLinkProps } from './components/MetricInfoLink';
