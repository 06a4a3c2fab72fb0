/** One control of the page bar: a page number, or an ellipsis standing for skipped pages. */
export type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The page numbers to show: the first, the last, and the current page with its neighbours, with
 * an ellipsis wherever pages are skipped (a single skipped page is shown instead of an ellipsis).
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(current, 1), total);
  const shown = new Set([1, total, page - 1, page, page + 1].filter((n) => n >= 1 && n <= total));
  // Filling a one-page hole is clearer than an ellipsis standing for one page.
  if (shown.has(3) && !shown.has(2)) shown.add(2);
  if (shown.has(total - 2) && !shown.has(total - 1)) shown.add(total - 1);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((number, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && number - previous > 1) {
      items.push(number < page ? 'gap-before' : 'gap-after');
    }
    items.push(number);
  });
  return items;
}

/** How many pages a list of `count` items takes at `pageSize` per page (at least one). */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
