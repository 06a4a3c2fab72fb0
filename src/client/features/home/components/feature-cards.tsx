import { BadgeCheck, LocateFixed, MapPin, MessageCircle, Star } from '../../../components/icons.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../i18n/i18n-context.js';
import type { TKey } from '../../../i18n/translator.js';

const FEATURES: readonly { icon: typeof Star; title: TKey; body: TKey; tone: string }[] = [
  {
    icon: BadgeCheck,
    title: 'home.features.certifiedTitle',
    body: 'home.features.certifiedBody',
    tone: 'bg-indigo-100 text-primary-strong',
  },
  {
    icon: MessageCircle,
    title: 'home.features.whatsappTitle',
    body: 'home.features.whatsappBody',
    tone: 'bg-emerald-100 text-secondary-ink',
  },
  {
    icon: Star,
    title: 'home.features.ratedTitle',
    body: 'home.features.ratedBody',
    tone: 'bg-amber-100 text-amber-800',
  },
  {
    icon: MapPin,
    title: 'home.features.nearbyTitle',
    body: 'home.features.nearbyBody',
    tone: 'bg-sky-100 text-sky-800',
  },
];

/** The four reasons to use the directory; 'Find Nearby' sorts the list by distance from the visitor. */
export function FeatureCards({ onFindNearby }: { onFindNearby?: () => void }) {
  const t = useT();
  return (
    <section aria-labelledby="features-heading" className="render-when-near bg-white py-14">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2
          id="features-heading"
          className="mb-8 text-center text-2xl font-bold text-slate-900 sm:text-3xl"
        >
          {t('home.features.title')}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, body, tone }) => (
            // min-w-0: a long word or button must not widen the card past a phone's screen.
            <li
              key={title}
              className="flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 p-5"
            >
              <span
                className={`inline-flex size-11 items-center justify-center rounded-lg ${tone}`}
              >
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
              <p className="text-sm leading-relaxed text-slate-600">{t(body)}</p>
              {title === 'home.features.nearbyTitle' && onFindNearby ? (
                <Button
                  variant="outline"
                  size="sm"
                  // Wraps: in Malayalam the action is wider than a 390 px phone's card.
                  className="mt-auto h-auto! min-h-9 self-start whitespace-normal! py-1.5 text-left"
                  onClick={onFindNearby}
                >
                  <LocateFixed aria-hidden="true" />
                  {t('home.near.cardAction')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
