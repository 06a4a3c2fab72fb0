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

/**
 * Each district's neighbours by land, nearest-bordering first (decision 067): where an empty
 * search for a condition in one district looks next.
 */
export const DISTRICT_NEIGHBOURS: Readonly<Record<District, readonly District[]>> = {
  Thiruvananthapuram: ['Kollam'],
  Kollam: ['Thiruvananthapuram', 'Pathanamthitta', 'Alappuzha'],
  Pathanamthitta: ['Kollam', 'Alappuzha', 'Kottayam', 'Idukki'],
  Alappuzha: ['Kollam', 'Pathanamthitta', 'Kottayam', 'Ernakulam'],
  Kottayam: ['Alappuzha', 'Pathanamthitta', 'Idukki', 'Ernakulam'],
  Idukki: ['Pathanamthitta', 'Kottayam', 'Ernakulam', 'Thrissur'],
  Ernakulam: ['Alappuzha', 'Kottayam', 'Idukki', 'Thrissur'],
  Thrissur: ['Ernakulam', 'Idukki', 'Palakkad', 'Malappuram'],
  Palakkad: ['Thrissur', 'Malappuram'],
  Malappuram: ['Thrissur', 'Palakkad', 'Kozhikode', 'Wayanad'],
  Kozhikode: ['Malappuram', 'Wayanad', 'Kannur'],
  Wayanad: ['Kozhikode', 'Kannur', 'Malappuram'],
  Kannur: ['Kozhikode', 'Wayanad', 'Kasaragod'],
  Kasaragod: ['Kannur'],
};
