import { describe, expect, it } from 'vitest';
import { groupTeam, sortTeamForAdmin, type TeamMemberLike } from './team-groups.js';

const member = (name: string, role: string, displayOrder = 0, isActive = true): TeamMemberLike => ({
  name,
  role,
  displayOrder,
  isActive,
});

const team = [
  member('Zed', 'Executive Member', 2),
  member('Amy', 'Executive Member', 2),
  member('Bob', 'Executive Member', 1),
  member('Tara', 'Treasurer', 3),
  member('Gita', 'General Secretary', 5),
  member('Vinu', 'Vice President', 1),
  member('Sam', 'Secretary'),
  member('Old', 'President', 0, false),
  member('Pia', 'President', 1),
];

describe('groupTeam', () => {
  it('groups active members in the About page order, each by displayOrder then name', () => {
    expect(
      groupTeam(team).map((group) => [group.heading, group.members.map((m) => m.name)]),
    ).toEqual([
      [null, ['Pia']],
      [null, ['Vinu', 'Tara', 'Gita']],
      [null, ['Sam']],
      ['Executive Members', ['Bob', 'Amy', 'Zed']],
    ]);
  });

  it('breaks equal displayOrders by role rank, then name', () => {
    const tied = [
      member('Tara', 'Treasurer', 0),
      member('Vinu', 'Vice President', 0),
      member('Gita', 'General Secretary', 0),
      member('Anu', 'Treasurer', 0),
    ];
    expect(groupTeam(tied)[0]?.members.map((m) => m.name)).toEqual(['Gita', 'Vinu', 'Anu', 'Tara']);
  });

  it('drops empty groups', () => {
    expect(groupTeam([member('Sam', 'Secretary')]).map((group) => group.id)).toEqual(['secretary']);
    expect(groupTeam([])).toEqual([]);
  });
});

describe('sortTeamForAdmin', () => {
  it('orders by role rank, then displayOrder, keeping inactive members', () => {
    expect(sortTeamForAdmin(team).map((m) => m.name)).toEqual([
      'Old',
      'Pia',
      'Gita',
      'Vinu',
      'Tara',
      'Sam',
      'Bob',
      'Amy',
      'Zed',
    ]);
  });
});
