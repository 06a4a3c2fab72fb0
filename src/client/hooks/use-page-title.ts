import { type PageModule, pageByModule } from '../../shared/pages/pages.js';
import { useT } from '../i18n/i18n-context.js';
import { useDocumentTitle } from './use-document-title.js';

/**
 * Sets the tab title of a page from its row of the page table, the same catalogue text the
 * server sent in <title>. `show` false leaves the title as it is (a healer not loaded yet).
 */
export function usePageTitle(
  module: PageModule,
  params: Readonly<Record<string, string>> = {},
  show = true,
): void {
  const t = useT();
  const title = t(pageByModule(module).title, { product: t('org.product'), ...params });
  useDocumentTitle(show ? title : undefined);
}
