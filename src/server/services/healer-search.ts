import type { HealerSearchResult } from '../../shared/schemas/healer.js';
import type { HealerSearchFilters, Page } from '../../shared/schemas/search.js';
import type { PublicDirectory } from '../directory/directory.js';
import { searchDirectory, searchDirectoryPage } from '../directory/directory-search.js';

/**
 * Active healers matching the filters (spec §7): with `near`, nearest first (with their
 * distance), else with a `query` the closest matches first, else by name. Read from the
 * in-memory directory (decision 026), never from the database.
 */
export async function searchHealers(
  directory: PublicDirectory,
  filters: HealerSearchFilters,
): Promise<HealerSearchResult[]> {
  return searchDirectory(await directory.current(), filters);
}

/** One page of `searchHealers`' list, and how many match in all (decision 026). */
export async function searchHealersPage(
  directory: PublicDirectory,
  filters: HealerSearchFilters,
  page: Page,
): Promise<{ items: HealerSearchResult[]; total: number }> {
  return searchDirectoryPage(await directory.current(), filters, page);
}
