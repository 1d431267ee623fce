export { EventSearchSelect } from './event-search-select';
export type { EventSearchSelectProps } from './event-search-select';
