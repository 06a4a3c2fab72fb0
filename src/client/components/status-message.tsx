import { Loader2 } from 'lucide-react';

/** A page-sized status line (checking the session, signed out), with a spinner while `busy`. */
export function StatusMessage({ text, busy }: { text: string; busy?: boolean }) {
  return (
    <section className="flex min-h-[50vh] items-center justify-center px-4">
      <p role="status" className="flex items-center gap-2 text-slate-700">
        {busy ? <Loader2 className="size-5 animate-spin text-primary" aria-hidden="true" /> : null}
        {text}
      </p>
    </section>
  );
}
