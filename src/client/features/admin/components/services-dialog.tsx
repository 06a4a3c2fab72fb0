import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { Service } from '../../../../shared/schemas/service.js';
import { Badge } from '../../../components/ui/badge.js';
import { Button } from '../../../components/ui/button.js';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.js';
import { toast } from '../../../components/ui/toast-store.js';
import { useT } from '../../../i18n/i18n-context.js';
import { useServices } from '../api/get-services.js';
import { useDeleteService, useUpdateService } from '../api/service-mutations.js';
import { ConfirmDialog } from './confirm-dialog.js';
import { ServiceForm } from './service-form.js';

/** Manage Services: the add/edit form above a 300 px scrolling list with activate and delete. */
export function ServicesDialog(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { open, onOpenChange } = props;
  const t = useT('admin');
  const services = useServices();
  const update = useUpdateService();
  const remove = useDeleteService();
  const [editing, setEditing] = useState<Service | null>(null);
  const [deleting, setDeleting] = useState<Service | null>(null);
  const list = services.data ?? [];

  const toggle = async (service: Service) => {
    try {
      await update.mutateAsync({ id: service.id, patch: { isActive: !service.isActive } });
      toast({
        title: t('toast.successTitle'),
        description: t('services.updated'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('services.updateFailed'),
        variant: 'destructive',
      });
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast({
        title: t('toast.successTitle'),
        description: t('services.deleted'),
        variant: 'success',
      });
      if (editing?.id === deleting.id) setEditing(null);
      setDeleting(null);
    } catch {
      toast({
        title: t('toast.errorTitle'),
        description: t('services.deleteFailed'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t('services.title')}</DialogTitle>
          <DialogDescription>{t('services.description')}</DialogDescription>
        </DialogHeader>
        <ServiceForm key={editing?.id ?? 'new'} service={editing} onDone={() => setEditing(null)} />
        <section
          aria-label={t('services.list')}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          className="h-[300px] shrink-0 overflow-y-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-primary"
        >
          {services.isPending ? (
            <p role="status" className="p-4 text-slate-600">
              {t('services.loading')}
            </p>
          ) : list.length === 0 ? (
            <p className="p-4 text-slate-600">{t('services.empty')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {list.map((service) => (
                <li key={service.id} className="flex flex-wrap items-center gap-2 p-3">
                  <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                      {service.name}
                      <Badge variant={service.isActive ? 'secondary' : 'neutral'}>
                        {service.isActive ? t('services.active') : t('services.inactive')}
                      </Badge>
                    </p>
                    {service.description ? (
                      <p className="text-sm text-slate-600">{service.description}</p>
                    ) : null}
                    {service.nameMl ? (
                      <p lang="ml" className="text-sm text-slate-600">
                        {service.nameMl}
                      </p>
                    ) : null}
                  </div>
                  <div className="ml-auto flex gap-1.5">
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-9"
                      aria-label={t('services.editLabel', { name: service.name })}
                      onClick={() => setEditing(service)}
                    >
                      <Pencil aria-hidden="true" />
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => toggle(service)}
                      disabled={update.isPending}
                      aria-label={t(
                        service.isActive ? 'services.deactivateLabel' : 'services.activateLabel',
                        { name: service.name },
                      )}
                    >
                      {service.isActive ? t('services.deactivate') : t('services.activate')}
                    </Button>
                    <Button
                      variant="outline"
                      size="icon"
                      className="size-9 text-red-700"
                      aria-label={t('services.deleteLabel', { name: service.name })}
                      onClick={() => setDeleting(service)}
                    >
                      <Trash2 aria-hidden="true" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
        <ConfirmDialog
          open={deleting !== null}
          onOpenChange={(next) => !next && setDeleting(null)}
          title={t('services.deleteTitle')}
          message={t('services.deleteConfirm', { name: deleting?.name ?? '' })}
          confirmLabel={t('confirm.delete')}
          onConfirm={confirmDelete}
          pending={remove.isPending}
        />
      </DialogContent>
    </Dialog>
  );
}
