import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useT } from '../../i18n/i18n-context.js';
import { Button } from '../ui/button.js';
import { pageItems } from './pagination-items.js';

/** First, previous, the page numbers with ellipses, next and last. */
export function Pagination(props: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  /** The navigation's name, when a screen has more than one list. */
  label?: string;
}) {
  const { page, pageCount, onPage } = props;
  const t = useT('admin');
  if (pageCount <= 1) return null;
  const arrow = (label: string, target: number, icon: React.ReactNode) => (
    <li>
      <Button
        variant="outline"
        size="icon"
        className="size-9"
        aria-label={label}
        disabled={target === page}
        onClick={() => onPage(target)}
      >
        {icon}
      </Button>
    </li>
  );
  return (
    <nav aria-label={props.label ?? t('pagination.label')} className="flex justify-center">
      <ul className="flex flex-wrap items-center justify-center gap-1.5">
        {arrow(t('pagination.first'), 1, <ChevronsLeft aria-hidden="true" />)}
        {arrow(t('pagination.previous'), Math.max(1, page - 1), <ChevronLeft aria-hidden="true" />)}
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant={item === page ? 'primary' : 'outline'}
                size="icon"
                className="size-9"
                aria-label={t('pagination.page', { page: item })}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPage(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className="flex size-9 items-center justify-center text-slate-600">
              <span aria-hidden="true">…</span>
              <span className="sr-only">{t('pagination.gap')}</span>
            </li>
          ),
        )}
        {arrow(
          t('pagination.next'),
          Math.min(pageCount, page + 1),
          <ChevronRight aria-hidden="true" />,
        )}
        {arrow(t('pagination.last'), pageCount, <ChevronsRight aria-hidden="true" />)}
      </ul>
    </nav>
  );
}
