import type { HealerSearchResult } from '../../shared/schemas/healer.js';
import type { HealerSearchFilters } from '../../shared/schemas/search.js';
import type { PublicDirectory } from '../directory/directory.js';
import { searchDirectory } from '../directory/directory-search.js';

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
