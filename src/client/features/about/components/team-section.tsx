import { Mail, Phone, Users } from 'lucide-react';
import { groupTeam } from '../../../../shared/domain/team-groups.js';
import { telLink } from '../../../../shared/domain/whatsapp.js';
import type { TeamMember } from '../../../../shared/schemas/team-member.js';
import { HealerPhoto } from '../../../components/healer-photo.js';
import { Card } from '../../../components/ui/card.js';
import { cn } from '../../../components/ui/cn.js';
import { runtimeConfig } from '../../../config/runtime-config.js';
import { useFormat, useT } from '../../../i18n/i18n-context.js';
import { useTeamMembers } from '../api/get-team-members.js';

/** The leadership team: President; General Secretary, Vice President, Treasurer; Secretary; Executive Members. */
export function TeamSection() {
  const t = useT();
  const { data, isPending, isError } = useTeamMembers();
  let body: React.ReactNode;
  if (isPending) {
    body = (
      <p role="status" className="text-center text-slate-600">
        {t('about.teamLoading')}
      </p>
    );
  } else if (isError) {
    body = (
      <p role="alert" className="text-center text-red-800">
        {t('about.teamError')}
      </p>
    );
  } else {
    const groups = groupTeam(data);
    body =
      groups.length === 0 ? (
        <p className="text-center text-slate-600">{t('about.teamEmpty')}</p>
      ) : (
        <div className="flex flex-col gap-8">
          {groups.map((group) => (
            <div
              key={group.id}
              data-testid={`team-group-${group.id}`}
              className="flex flex-col gap-4"
            >
              {group.id === 'executive' ? (
                <h3 className="text-center text-xl font-semibold text-slate-900">
                  {t('about.executiveMembers')}
                </h3>
              ) : null}
              <ul className={cn('flex flex-wrap justify-center gap-5')}>
                {group.members.map((member) => (
                  <li key={member.id} className="w-full sm:w-72">
                    <MemberCard member={member} highlight={group.id === 'president'} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      );
  }
  return (
    <section aria-labelledby="team-heading" className="flex flex-col gap-6">
      <h2
        id="team-heading"
        className="flex items-center justify-center gap-2 text-2xl font-bold text-slate-900"
      >
        <Users className="size-6 text-primary" aria-hidden="true" />
        {t('about.teamTitle')}
      </h2>
      {body}
    </section>
  );
}

function MemberCard({ member, highlight }: { member: TeamMember; highlight: boolean }) {
  const t = useT();
  const format = useFormat();
  const tel = telLink(member.phone, runtimeConfig.countryCode());
  const name = format.personName(member.name);
  return (
    <Card
      className={cn(
        'flex h-full flex-col items-center gap-2 p-5 text-center',
        highlight && 'ring-2 ring-primary/40',
      )}
    >
      <HealerPhoto
        photoUrl={member.photoUrl}
        name={member.name}
        alt={t('about.photoAlt', { name })}
        className="size-24 rounded-full"
      />
      <h3 className="text-lg font-semibold text-slate-900" data-testid="team-member-name">
        {name}
      </h3>
      <p className="text-sm font-medium text-primary-strong">{t(`about.roles.${member.role}`)}</p>
      {member.summary ? <p className="text-sm text-slate-600">{member.summary}</p> : null}
      <div className="mt-auto flex flex-wrap justify-center gap-3 pt-1 text-sm">
        {member.email ? (
          <a
            href={`mailto:${member.email}`}
            className="inline-flex items-center gap-1 text-primary-strong hover:underline"
          >
            <Mail className="size-4" aria-hidden="true" />
            {member.email}
          </a>
        ) : null}
        {tel ? (
          <a
            href={tel}
            className="inline-flex items-center gap-1 text-primary-strong hover:underline"
          >
            <Phone className="size-4" aria-hidden="true" />
            {member.phone}
          </a>
        ) : null}
      </div>
    </Card>
  );
}
