import type { User } from '../../../../shared/schemas/user.js';
import { adminKeys } from '../../../api/admin-query-keys.js';
import { usePagedSearch } from '../hooks/use-paged-search.js';

/** Accounts shown per page of the users table. */
const USERS_PAGE_SIZE = 20;

/** One page of the accounts as the server sends it for `?page=&pageSize=&q=`. */
export interface UsersPage {
  users: User[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * GET /api/admin/users?page=&pageSize=&q=: twenty of the healers' login accounts at a time, by
 * name, matching the search. Paged on the server so that a directory of thousands stays a short
 * table.
 */
export function useUsersPage() {
  return usePagedSearch<UsersPage>(adminKeys.users, USERS_PAGE_SIZE);
}
