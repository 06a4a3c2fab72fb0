import { useSettings } from '../../../api/get-settings.js';
import { SocialIcon, type SocialNetwork } from '../../../components/social-icon.js';
import { cn } from '../../../components/ui/cn.js';
import { useT } from '../../../i18n/i18n-context.js';

const NETWORKS = [
  ['facebook', 'facebookUrl'],
  ['instagram', 'instagramUrl'],
  ['linkedin', 'linkedinUrl'],
  ['x', 'xUrl'],
  ['youtube', 'youtubeUrl'],
] as const satisfies readonly (readonly [SocialNetwork, string])[];

/** The federation's social icons from the settings; a network without a URL is not shown. */
export function SocialLinks({
  className,
  tone = 'light',
}: {
  className?: string;
  /** 'dark' on the dark footer. */
  tone?: 'light' | 'dark';
}) {
  const t = useT();
  const { data: settings } = useSettings();
  if (!settings) return null;
  const links = NETWORKS.flatMap(([network, field]) => {
    const url = settings[field]?.trim();
    return url ? [{ network, url }] : [];
  });
  if (links.length === 0) return null;
  return (
    <ul className={cn('flex items-center gap-1', className)} aria-label={t('social.label')}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('social.follow', { network: t(`social.${network}`) })}
            className={cn(
              'inline-flex size-10 items-center justify-center rounded-full transition-colors focus-visible:outline-2',
              tone === 'dark'
                ? 'text-slate-200 hover:bg-slate-800 hover:text-white focus-visible:outline-white'
                : 'text-slate-600 hover:bg-slate-100 hover:text-primary focus-visible:outline-primary',
            )}
          >
            <SocialIcon network={network} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
