import { KeyRound, Phone } from 'lucide-react';
import { useState } from 'react';
import type { User } from '../../../../shared/schemas/user.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.js';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.js';
import { useUsersPage } from '../api/get-users.js';
import { useAdminT } from '../i18n/use-admin-t.js';
import { EditPhoneDialog } from './edit-phone-dialog.js';
import { ListSearch } from './list-search.js';
import { Pagination } from './pagination.js';
import { ResetPasswordDialog } from './reset-password-dialog.js';

/** Users Management: each healer's login account, with Edit Phone and Reset Password. */
export function UsersTable() {
  const t = useAdminT();
  const list = useUsersPage();
  const users = list.result;
  const [editing, setEditing] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const rows = users.data?.users ?? [];

  return (
    <Card>
      <CardHeader className="gap-3">
        <CardTitle>{t('users.title')}</CardTitle>
        <ListSearch
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={list.query}
          onChange={list.setQuery}
          count={users.isSuccess ? t('users.count', { count: list.total }) : undefined}
        />
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {users.isPending ? (
          <p role="status" className="text-slate-600">
            {t('users.loading')}
          </p>
        ) : rows.length === 0 ? (
          <p className="text-slate-600">{t('users.empty')}</p>
        ) : (
          // A page of accounts; the table scrolls inside its card on a small screen.
          <>
            <section
              aria-label={t('users.title')}
              // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
              tabIndex={0}
              className="max-h-[32rem] overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary"
            >
              <Table aria-label={t('users.title')}>
                <TableHead>
                  <tr>
                    <TableHeader>{t('users.name')}</TableHeader>
                    <TableHeader>{t('users.phone')}</TableHeader>
                    <TableHeader>{t('users.district')}</TableHeader>
                    <TableHeader>{t('users.status')}</TableHeader>
                    <TableHeader className="text-right">{t('users.actions')}</TableHeader>
                  </tr>
                </TableHead>
                <TableBody>
                  {rows.map((user) => (
                    <TableRow key={user.id}>
                      <TableCell className="font-medium">{user.name}</TableCell>
                      <TableCell className="whitespace-nowrap">{user.phone}</TableCell>
                      <TableCell>{user.district}</TableCell>
                      <TableCell>
                        <Badge variant={user.isActive === 'true' ? 'secondary' : 'neutral'}>
                          {user.isActive === 'true' ? t('users.active') : t('users.inactive')}
                        </Badge>
                      </TableCell>
                      <TableCell>
                        <div className="flex justify-end gap-1.5">
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={t('users.editPhoneOf', { name: user.name })}
                            onClick={() => setEditing(user)}
                          >
                            <Phone aria-hidden="true" />
                            <span aria-hidden="true">{t('users.editPhone')}</span>
                          </Button>
                          <Button
                            variant="outline"
                            size="sm"
                            aria-label={t('users.resetPasswordOf', { name: user.name })}
                            onClick={() => setResetting(user)}
                          >
                            <KeyRound aria-hidden="true" />
                            <span aria-hidden="true">{t('users.resetPassword')}</span>
                          </Button>
                        </div>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </section>
            <Pagination
              page={list.page}
              pageCount={list.pages}
              onPage={list.setPage}
              label={t('users.pages')}
            />
          </>
        )}
      </CardContent>
      {editing ? (
        <EditPhoneDialog open onOpenChange={(open) => !open && setEditing(null)} user={editing} />
      ) : null}
      {resetting ? (
        <ResetPasswordDialog
          open
          onOpenChange={(open) => !open && setResetting(null)}
          user={resetting}
        />
      ) : null}
    </Card>
  );
}
