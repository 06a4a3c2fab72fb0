import { externalUrl } from '../../../../shared/domain/external-url.js';
import type { Healer } from '../../../../shared/schemas/healer.js';
import { SocialIcon } from '../../../components/social-icon.js';
import { cn } from '../../../components/ui/cn.js';
import { useT } from '../../../i18n/i18n-context.js';

const NETWORKS = ['facebook', 'instagram', 'twitter', 'linkedin', 'youtube'] as const;

/** The healer's own social pages; each opens in a new tab, only safe http(s) links are shown. */
export function HealerSocialLinks({
  healer,
  name,
  className,
}: {
  healer: Pick<Healer, (typeof NETWORKS)[number]>;
  name: string;
  className?: string;
}) {
  const t = useT();
  const links = NETWORKS.flatMap((network) => {
    const url = externalUrl(healer[network]);
    return url ? [{ network, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex flex-wrap items-center gap-1', className)}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('card.socialLabel', { network: t(`social.${network}`), name })}
            className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-primary focus-visible:outline-2 focus-visible:outline-primary"
          >
            <SocialIcon network={network} className="size-4.5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
