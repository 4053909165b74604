import { keepPreviousData } from '@tanstack/react-query';
import { readAgainOnMount } from './page-data';

/**
 * Query options for the pages of a back-office list that others change all day: each visit reads it
 * again, and the page on screen stays (marked as updating) while the next page or search loads.
 */
export const LIST_PAGES = { refetchOnMount: readAgainOnMount, placeholderData: keepPreviousData } as const;
