import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card.js';

/** A titled card of the profile page, a region named by its title for screen-reader navigation. */
export function SectionCard(props: { title: string; icon?: LucideIcon; children: ReactNode }) {
  const { title, icon: Icon, children } = props;
  const titleId = useId();
  return (
    <Card className="p-5" role="region" aria-labelledby={titleId}>
      <h2
        id={titleId}
        className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900"
      >
        {Icon ? <Icon className="size-5 text-primary" aria-hidden="true" /> : null}
        {title}
      </h2>
      {children}
    </Card>
  );
}
