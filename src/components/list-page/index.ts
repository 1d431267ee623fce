export { ListPage, type ListPageProps } from './list-page';
export { useListQuery, DEFAULT_PAGE, DEFAULT_PER_PAGE } from './use-list-query';
export { useDebouncedValue, SEARCH_DEBOUNCE_MS } from './use-debounced-value';
export { useDeleteAction, type DeleteMessages } from './use-delete-action';
export { useCloneAction, type CloneMessages } from './use-clone-action';
export { showingText } from './showing-text';
