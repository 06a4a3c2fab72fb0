import { BadgeCheck, BookOpen, Heart, Target, Trophy, Users } from 'lucide-react';
import { Card } from '../components/ui/card.js';
import { TeamSection } from '../features/about/components/team-section.js';
import { usePageTitle } from '../hooks/use-page-title.js';
import { useT } from '../i18n/i18n-context.js';
import type { TKey } from '../i18n/translator.js';

const VALUES: readonly { icon: typeof Heart; title: TKey; body: TKey }[] = [
  { icon: Heart, title: 'about.compassionateTitle', body: 'about.compassionateBody' },
  { icon: Trophy, title: 'about.excellenceTitle', body: 'about.excellenceBody' },
  { icon: Users, title: 'about.communityTitle', body: 'about.communityBody' },
  { icon: BookOpen, title: 'about.traditionalTitle', body: 'about.traditionalBody' },
];

const CERTIFICATION: readonly TKey[] = [
  'about.certification1',
  'about.certification2',
  'about.certification3',
  'about.certification4',
];

/** The federation: mission, core values, leadership team and what certification means. */
export default function AboutPage() {
  const t = useT();
  const product = t('org.product');
  usePageTitle('about');
  return (
    <div className="flex flex-col gap-14 pb-4">
      <section className="bg-gradient-to-br from-primary to-indigo-900 text-white">
        <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-14 text-center sm:px-6">
          <h1 className="text-3xl font-extrabold sm:text-4xl">{t('about.title', { product })}</h1>
          <p className="text-lg text-indigo-50">{t('about.intro')}</p>
        </div>
      </section>

      <section aria-labelledby="mission-heading" className="mx-auto max-w-4xl px-4 sm:px-6">
        <Card className="flex flex-col gap-3 p-6 sm:flex-row sm:items-start sm:gap-5 sm:p-8">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-strong">
            <Target className="size-6" aria-hidden="true" />
          </span>
          <div className="flex flex-col gap-2">
            <h2 id="mission-heading" className="text-2xl font-bold text-slate-900">
              {t('about.missionTitle')}
            </h2>
            <p className="text-lg leading-relaxed text-slate-700">{t('about.mission')}</p>
          </div>
        </Card>
      </section>

      <section aria-labelledby="values-heading" className="mx-auto max-w-7xl px-4 sm:px-6">
        <h2 id="values-heading" className="mb-6 text-center text-2xl font-bold text-slate-900">
          {t('about.valuesTitle')}
        </h2>
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map(({ icon: Icon, title, body }) => (
            <li key={title}>
              <Card className="flex h-full flex-col gap-3 p-5">
                <span className="inline-flex size-11 items-center justify-center rounded-lg bg-secondary-soft text-secondary-ink">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="text-lg font-semibold text-slate-900">{t(title)}</h3>
                <p className="text-sm leading-relaxed text-slate-600">{t(body)}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto w-full max-w-7xl px-4 sm:px-6">
        <TeamSection />
      </div>

      <section
        aria-labelledby="certification-heading"
        className="mx-auto w-full max-w-4xl px-4 sm:px-6"
      >
        <Card className="p-6 sm:p-8">
          <h2
            id="certification-heading"
            className="mb-2 flex items-center gap-2 text-2xl font-bold text-slate-900"
          >
            <BadgeCheck className="size-6 text-secondary" aria-hidden="true" />
            {t('about.certificationTitle')}
          </h2>
          <p className="mb-3 text-slate-700">{t('about.certificationIntro')}</p>
          <ul className="flex flex-col gap-2">
            {CERTIFICATION.map((item) => (
              <li key={item} className="flex items-start gap-2 text-slate-700">
                <BadgeCheck className="mt-0.5 size-5 shrink-0 text-secondary" aria-hidden="true" />
                {t(item)}
              </li>
            ))}
          </ul>
        </Card>
      </section>
    </div>
  );
}
