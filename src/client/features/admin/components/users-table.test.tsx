import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The accounts read is replaced by a fixed page of results, so the table's own branches are
// what is tested (the admin e2e tests drive it against the real server).
const page = vi.hoisted(() => ({
  current: {
    result: { isPending: false, isSuccess: true, data: { users: [] as unknown[] } },
    query: '',
    setQuery: () => {},
    total: 0,
    page: 1,
    pageCount: 1,
    setPage: () => {},
  },
}));
vi.mock('../api/get-users.js', () => ({ useUsersPage: () => page.current }));

const { UsersTable } = await import('./users-table.js');

afterEach(cleanup);

describe('the users table, spec §3', () => {
  it("shows 'No users found.' when there are no accounts", () => {
    render(<UsersTable />);
    expect(screen.getByText('No users found.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows no empty text while the accounts load', () => {
    page.current = { ...page.current, result: { ...page.current.result, isPending: true } };
    render(<UsersTable />);
    expect(screen.queryByText('No users found.')).toBeNull();
    expect(screen.getByRole('status')).toBeTruthy();
  });

  it("shows a code made void by wrong tries as such, with 'New code' beside it", () => {
    const user = {
      id: 'u1',
      name: 'Void Healer',
      phone: '9847012345',
      district: 'Kollam',
      isActive: 'true',
      signInState: 'code-void',
      codeExpiresAt: '2026-12-01T00:00:00.000Z',
    };
    page.current = {
      ...page.current,
      result: { isPending: false, isSuccess: true, data: { users: [user] } },
      total: 1,
    };
    render(<UsersTable />);
    expect(screen.getByText('Code void: too many wrong tries')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New sign-in code for Void Healer' })).toBeTruthy();
  });
});
