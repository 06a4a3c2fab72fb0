import { KeyRound, Phone } from 'lucide-react';
import { useState } from 'react';
import { todayDate } from '../../../../shared/domain/zoned-time.js';
import type { User } from '../../../../shared/schemas/user.js';
import { Pagination } from '../../../components/table/pagination.js';
import { TableCard, type TableColumn } from '../../../components/table/table-card.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useUsersPage } from '../api/get-users.js';
import { EditPhoneDialog } from './edit-phone-dialog.js';
import { ListSearch } from './list-search.js';
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

  const columns: TableColumn<User>[] = [
    { header: t('users.name'), className: 'font-medium', cell: (user) => user.name },
    { header: t('users.phone'), className: 'whitespace-nowrap', cell: (user) => user.phone },
    { header: t('users.district'), cell: (user) => user.district },
    {
      header: t('users.status'),
      cell: (user) => (
        <Badge variant={user.isActive === 'true' ? 'secondary' : 'neutral'}>
          {user.isActive === 'true' ? t('users.active') : t('users.inactive')}
        </Badge>
      ),
    },
    {
      header: t('signInState.heading'),
      className: 'whitespace-nowrap text-sm',
      cell: (user) => <SignInStateText user={user} />,
    },
    {
      header: t('users.actions'),
      headerClassName: 'text-right',
      cell: (user) => (
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
      ),
    },
  ];

  // A page of accounts; the table scrolls inside its card on a small screen.
  return (
    <TableCard
      title={t('users.title')}
      header={
        <ListSearch
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={list.query}
          onChange={list.setQuery}
          count={users.isSuccess ? t('users.count', { count: list.total }) : undefined}
        />
      }
      headerLayout="stack"
      columns={columns}
      rows={rows}
      rowKey={(user) => user.id}
      pending={users.isPending}
      loadingText={t('users.loading')}
      emptyText={t('users.empty')}
      scroll
      footer={
        <Pagination
          page={list.page}
          pageCount={list.pages}
          onPage={list.setPage}
          label={t('users.pages')}
        />
      }
    >
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
    </TableCard>
  );
}
