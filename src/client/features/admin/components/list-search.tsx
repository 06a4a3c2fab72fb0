import { Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Input } from '../../../components/ui/input.js';

/** The search field of an admin list, with the list's count beside it (announced politely). */
export function ListSearch(props: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  count?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="relative w-full sm:max-w-sm">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={props.label}
          placeholder={props.placeholder}
          className="pl-9"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </div>
      {props.count !== undefined ? (
        <p className="text-sm text-slate-700" aria-live="polite">
          {props.count}
        </p>
      ) : null}
    </div>
  );
}
