/** The 14 districts of Kerala, in the specification's order. */
export const DISTRICTS = [
  'Thiruvananthapuram',
  'Kollam',
  'Pathanamthitta',
  'Alappuzha',
  'Kottayam',
  'Idukki',
  'Ernakulam',
  'Thrissur',
  'Palakkad',
  'Malappuram',
  'Kozhikode',
  'Wayanad',
  'Kannur',
  'Kasaragod',
] as const;

export type District = (typeof DISTRICTS)[number];

export const DEFAULT_DISTRICT: District = 'Thiruvananthapuram';
