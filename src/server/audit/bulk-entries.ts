import type { ImportWritten } from '../sheet/healer-import.js';
import type { AuditRecord } from './audit-chain.js';
import { diffRecords, targetOf } from './audit-changes.js';

/**
 * An import's entries (decision 050): one per healer it wrote, with what it wrote, and one for
 * the import itself with its counts. An import that wrote nothing has none.
 */
export function importEntries(written: ImportWritten): AuditRecord[] {
  const { created, updated } = written;
  if (created.length + updated.length === 0) return [];
  const perHealer: AuditRecord[] = [
    ...created.map(({ id, name, columns }) => ({
      action: 'healer.create',
      target: { kind: 'healer', id, label: name },
      changes: diffRecords(undefined, columns),
    })),
    ...updated.map(({ id, before, columns }) => {
      const was = Object.fromEntries(Object.keys(columns).map((key) => [key, before[key]]));
      return {
        action: 'healer.update',
        target: targetOf('healer', before, id),
        changes: diffRecords(was, columns),
      };
    }),
  ];
  const run: AuditRecord = {
    action: 'import.run',
    target: { kind: 'import', id: null, label: 'Spreadsheet import' },
    changes: [
      { field: 'created', from: null, to: created.length },
      { field: 'updated', from: null, to: updated.length },
    ],
  };
  return [run, ...perHealer];
}

/** The demo removal's entries: one for the removal (with its count) and one per healer removed. */
export function demoRemovalEntries(removed: {
  healers: { id: string; name: string }[];
  count: number;
}): AuditRecord[] {
  return [
    {
      action: 'demo.remove',
      target: { kind: 'demo-data', id: null, label: 'Demo data' },
      changes: [{ field: 'removed', from: removed.count, to: 0 }],
    },
    ...removed.healers.map(({ id, name }) => ({
      action: 'healer.delete',
      target: { kind: 'healer', id, label: name },
      changes: [],
    })),
  ];
}
