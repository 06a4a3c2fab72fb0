import type { District } from '../../shared/constants/districts.js';

/** Given and family names by community, so that generated names read as real Malayali names. */
export const NAME_POOLS = [
  {
    sex: 'male',
    given: ['Anil', 'Suresh', 'Rajesh', 'Pradeep', 'Vinod', 'Sreekumar', 'Unnikrishnan', 'Manoj'],
    family: ['Kumar', 'Nair', 'Menon', 'Pillai', 'Kurup', 'Panicker', 'Nambiar', 'Warrier'],
  },
  {
    sex: 'female',
    given: ['Sreeja', 'Lakshmi', 'Anitha', 'Bindu', 'Deepa', 'Remya', 'Saritha', 'Geetha'],
    family: ['Nair', 'Menon', 'Pillai', 'Kumari', 'Devi', 'Warrier', 'Nambiar'],
  },
  {
    sex: 'male',
    given: ['Muhammed', 'Abdul', 'Shihab', 'Faisal', 'Noushad', 'Rafeeq', 'Shameer', 'Basheer'],
    family: ['Ashraf', 'Rahman', 'Basheer', 'Haneefa', 'Koya', 'Kutty', 'Latheef'],
  },
  {
    sex: 'female',
    given: ['Fathima', 'Shameena', 'Haseena', 'Sajna', 'Rasiya', 'Nasreen', 'Sabira'],
    family: ['Beevi', 'Rahman', 'Basheer', 'Ashraf', 'Latheef'],
  },
  {
    sex: 'male',
    given: ['Thomas', 'Joseph', 'Sebastian', 'Jomon', 'Binoy', 'Shaji', 'Jijo', 'Biju'],
    family: ['Mathew', 'George', 'Varghese', 'Koshy', 'Chacko', 'Kurian', 'Thomas'],
  },
  {
    sex: 'female',
    given: ['Ancy', 'Jolly', 'Mini', 'Shyni', 'Liya', 'Bincy', 'Tessy', 'Sherin'],
    family: ['George', 'Mathew', 'Thomas', 'Joseph', 'Kurian', 'Varghese'],
  },
] as const;

export type Sex = (typeof NAME_POOLS)[number]['sex'];

/** Title lists as healers write them; male and female healers differ only in Mr vs Mrs/Ms. */
export const TITLE_SETS: Record<Sex, readonly (readonly string[])[]> = {
  male: [['Acu Hr.'], ['Acu Hr.'], ['Dr'], ['Acu Hr.', 'Mr'], ['Mr'], ['Dr', 'Prof']],
  female: [['Acu Hr.'], ['Acu Hr.'], ['Mrs'], ['Acu Hr.', 'Mrs'], ['Dr'], ['Ms']],
};

export const SPECIALTIES = [
  'Migraine and headache',
  'Back and joint pain',
  'Diabetes care',
  "Women's health",
  'Stress and sleep',
  'Digestive disorders',
  'Knee and shoulder pain',
  'Thyroid and hormonal balance',
  'Skin and allergy',
  'Sinus and asthma',
  'Blood pressure',
  'Obesity and lifestyle',
  'General acupuncture',
] as const;

/**
 * The demo services table (the last one is inactive and used by no healer), with Malayalam names
 * for the Malayalam interface (two left without, as an admin may leave them).
 */
export const DEMO_SERVICES = [
  {
    name: 'Acupuncture',
    description: 'Classical needle acupuncture on the meridian points.',
    nameMl: 'അക്യുപങ്ചർ',
  },
  {
    name: 'Acupressure',
    description: 'Finger pressure on the same points, without needles.',
    nameMl: 'അക്യുപ്രഷർ',
  },
  {
    name: 'Cupping therapy',
    description: 'Dry cupping for muscle pain and circulation.',
    nameMl: 'കപ്പിങ് തെറാപ്പി',
  },
  { name: 'Moxibustion', description: 'Gentle warming of points with moxa.', nameMl: 'മോക്സിബസ്റ്റൻ' },
  {
    name: 'Pulse diagnosis',
    description: 'Traditional diagnosis by reading the pulse.',
    nameMl: 'നാഡീ പരിശോധന',
  },
  {
    name: 'Sujok therapy',
    description: 'Hand and foot correspondence therapy.',
    nameMl: 'സുജോക്ക് തെറാപ്പി',
  },
  { name: 'Ear acupuncture', description: null, nameMl: 'ചെവിയിലെ അക്യുപങ്ചർ' },
  {
    name: 'Diet and lifestyle counselling',
    description: 'Food, sleep and daily routine advice.',
    nameMl: null,
  },
  {
    name: 'Home visits',
    description: 'Treatment at home for elderly and bedridden patients.',
    nameMl: 'വീട്ടിലെത്തി ചികിത്സ',
  },
  {
    name: 'Laser acupuncture',
    description: 'Low-level laser on points (discontinued).',
    nameMl: null,
  },
] as const;

export const ACTIVE_DEMO_SERVICE_NAMES = DEMO_SERVICES.slice(0, -1).map((service) => service.name);

/** Language lists, mostly Malayalam and English, with the neighbours' languages at the borders. */
export const LANGUAGE_SETS = [
  'Malayalam, English',
  'Malayalam, English',
  'Malayalam, English',
  'Malayalam',
  'Malayalam, English, Hindi',
  'Malayalam, English, Tamil',
  'Malayalam, Tamil',
  'Malayalam, English, Kannada',
  'Malayalam, English, Urdu',
  'English, Malayalam, Hindi, Tamil',
] as const;

export const QUALIFICATIONS = [
  'Diploma in Classical Acupuncture',
  'Certified Acupuncture Healer (FCAH)',
  'Advanced course in Pulse Diagnosis',
  'Sujok Therapy certificate',
  'Acupressure training, Chennai',
  'BSc Nursing',
  'Yoga teacher training',
] as const;

export const HOLIDAY_TEXTS = [
  'Onam (4 days)',
  'Every second Saturday',
  'Vishu and Onam',
  'Christmas and New Year',
  'Eid ul-Fitr and Bakrid',
  'Closed on public holidays',
  '1 to 7 May (annual leave)',
] as const;

export const AVAILABILITY_TEXTS = [
  'By appointment, Monday to Saturday',
  'Walk-in in the morning, appointment in the evening',
  'Evenings on weekdays, mornings at the weekend',
  'Home visits on request',
] as const;

export const BUILDINGS = [
  'Sree Nilayam',
  'Rose Villa',
  'Kunnumpurath House',
  'Thekkedath House',
  'Darussalam',
  'Bethel',
  'Door No. 12/345',
  'First Floor, City Plaza',
  'Krishna Kripa',
  'Puthenveedu',
] as const;

export const STREETS = [
  'Near Govt. LP School',
  'Opp. KSRTC Bus Stand',
  'Temple Road',
  'Church Road',
  'Main Road',
  'Near Juma Masjid',
  'Market Junction',
  'Hospital Road',
] as const;

interface DistrictPlaces {
  towns: readonly string[];
  localities: readonly string[];
  pincodePrefix: string;
  centre: readonly [number, number];
}

/** Towns, localities, pincode prefix and centre (lat, lng) of each district. */
export const DISTRICT_PLACES: Record<District, DistrictPlaces> = {
  Thiruvananthapuram: {
    towns: ['Thiruvananthapuram', 'Neyyattinkara', 'Attingal', 'Nedumangad', 'Varkala'],
    localities: ['Kowdiar', 'Pattom', 'Vazhuthacaud', 'Sreekaryam'],
    pincodePrefix: '695',
    centre: [8.5241, 76.9366],
  },
  Kollam: {
    towns: ['Kollam', 'Karunagappally', 'Punalur', 'Kottarakkara'],
    localities: ['Chinnakada', 'Kadappakada', 'Kilikollur'],
    pincodePrefix: '691',
    centre: [8.8932, 76.6141],
  },
  Pathanamthitta: {
    towns: ['Pathanamthitta', 'Thiruvalla', 'Adoor', 'Ranni'],
    localities: ['Kozhencherry', 'Omalloor', 'Konni'],
    pincodePrefix: '689',
    centre: [9.2648, 76.787],
  },
  Alappuzha: {
    towns: ['Alappuzha', 'Cherthala', 'Kayamkulam', 'Haripad'],
    localities: ['Mullakkal', 'Kalavoor', 'Ambalappuzha'],
    pincodePrefix: '688',
    centre: [9.4981, 76.3388],
  },
  Kottayam: {
    towns: ['Kottayam', 'Changanassery', 'Pala', 'Vaikom'],
    localities: ['Nagampadam', 'Kanjikuzhy', 'Ettumanoor'],
    pincodePrefix: '686',
    centre: [9.5916, 76.5222],
  },
  Idukki: {
    towns: ['Thodupuzha', 'Kattappana', 'Munnar', 'Adimali'],
    localities: ['Vazhithala', 'Nedumkandam', 'Painavu'],
    pincodePrefix: '685',
    centre: [9.8959, 76.7184],
  },
  Ernakulam: {
    towns: ['Kochi', 'Aluva', 'Perumbavoor', 'Muvattupuzha', 'Kakkanad'],
    localities: ['Edappally', 'Kaloor', 'Vyttila', 'Palarivattom'],
    pincodePrefix: '682',
    centre: [9.9816, 76.2999],
  },
  Thrissur: {
    towns: ['Thrissur', 'Chalakudy', 'Guruvayur', 'Kodungallur', 'Irinjalakuda'],
    localities: ['Poonkunnam', 'Ayyanthole', 'Ollur'],
    pincodePrefix: '680',
    centre: [10.5276, 76.2144],
  },
  Palakkad: {
    towns: ['Palakkad', 'Ottapalam', 'Mannarkkad', 'Chittur'],
    localities: ['Olavakkode', 'Kalmandapam', 'Alathur'],
    pincodePrefix: '678',
    centre: [10.7867, 76.6548],
  },
  Malappuram: {
    towns: ['Malappuram', 'Manjeri', 'Tirur', 'Perinthalmanna', 'Kottakkal'],
    localities: ['Kunnummal', 'Down Hill', 'Valanchery'],
    pincodePrefix: '676',
    centre: [11.051, 76.0711],
  },
  Kozhikode: {
    towns: ['Kozhikode', 'Vadakara', 'Koyilandy', 'Feroke'],
    localities: ['Nadakkavu', 'Mavoor Road', 'Chevayur'],
    pincodePrefix: '673',
    centre: [11.2588, 75.7804],
  },
  Wayanad: {
    towns: ['Kalpetta', 'Sulthan Bathery', 'Mananthavady'],
    localities: ['Meenangadi', 'Muttil', 'Vythiri'],
    pincodePrefix: '673',
    centre: [11.6085, 76.083],
  },
  Kannur: {
    towns: ['Kannur', 'Thalassery', 'Payyanur', 'Taliparamba'],
    localities: ['Thana', 'Chovva', 'Pallikkunnu'],
    pincodePrefix: '670',
    centre: [11.8745, 75.3704],
  },
  Kasaragod: {
    towns: ['Kasaragod', 'Kanhangad', 'Nileshwaram'],
    localities: ['Vidyanagar', 'Chemnad', 'Uppala'],
    pincodePrefix: '671',
    centre: [12.4996, 74.9869],
  },
};

export const BIO_OPENINGS = [
  'Practising classical acupuncture since my training under senior healers of the federation.',
  'I treat each patient as a whole person, looking for the root of the complaint.',
  'After years of chronic pain in my own family, I took up acupuncture to help others.',
  'My clinic is a quiet place where patients are heard before they are treated.',
] as const;

export const BIO_CLOSINGS = [
  'Patients from nearby districts are welcome; please call before you come.',
  'I also teach simple acupressure points that patients can use at home.',
  'Treatment is gentle and suitable for elderly patients and children.',
] as const;
