import { KeyRound, Phone } from 'lucide-react';
import { useState } from 'react';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
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
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useUsersPage } from '../api/get-users.js';
import { EditPhoneDialog } from './edit-phone-dialog.js';
import { ListSearch } from './list-search.js';
import { Pagination } from './pagination.js';
import { ResetPasswordDialog } from './reset-password-dialog.js';

/** How an account signs in now: password set, code pending (until when), expired or void. */
function SignInStateText({ user }: { user: User }) {
  const t = useT('admin');
  switch (user.signInState) {
    case 'password':
      return <span className="text-slate-700">{t('signInState.password')}</span>;
    case 'code-pending':
      return (
        <span className="text-slate-700">
          {t('signInState.pending', {
            date: user.codeExpiresAt
              ? todayDate(new Date(user.codeExpiresAt), runtimeConfig.timeZone())
              : '',
          })}
        </span>
      );
    case 'code-expired':
      return <span className="font-medium text-red-800">{t('signInState.expired')}</span>;
    case 'code-void':
      return <span className="font-medium text-red-800">{t('signInState.void')}</span>;
    case 'no-code':
      return <span className="font-medium text-amber-900">{t('signInState.noCode')}</span>;
    default:
      return <span className="text-slate-700">{t('signInState.phone')}</span>;
  }
}

/**
 * Users Management: each healer's login account and how it signs in, with Edit Phone and Reset
 * Password ("New code" when first sign-ins use one-time codes).
 */
export function UsersTable() {
  const t = useT('admin');
  const list = useUsersPage();
  const users = list.result;
  const [editing, setEditing] = useState<User | null>(null);
  const [resetting, setResetting] = useState<User | null>(null);
  const rows = users.data?.users ?? [];
  const codeMode = runtimeConfig.firstPassword() === 'code';

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
                    <TableHeader>{t('signInState.heading')}</TableHeader>
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
                      <TableCell className="whitespace-nowrap text-sm">
                        <SignInStateText user={user} />
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
                            aria-label={
                              codeMode
                                ? t('codeMode.newCodeOf', { name: user.name })
                                : t('users.resetPasswordOf', { name: user.name })
                            }
                            onClick={() => setResetting(user)}
                          >
                            <KeyRound aria-hidden="true" />
                            <span aria-hidden="true">
                              {codeMode ? t('codeMode.newCode') : t('users.resetPassword')}
                            </span>
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
