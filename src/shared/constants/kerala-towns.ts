import type { District } from './districts.js';

/** A Kerala town a visitor can pick instead of sharing their location. */
export interface KeralaTown {
  name: string;
  /** Old or alternative spellings people still search with. */
  oldNames: readonly string[];
  /** The name in Malayalam script. */
  malayalam: string;
  district: District;
  /** True for the district's headquarters. */
  headquarters: boolean;
  lat: number;
  lng: number;
}

const town = (
  name: string,
  malayalam: string,
  district: District,
  lat: number,
  lng: number,
  oldNames: readonly string[] = [],
  headquarters = false,
): KeralaTown => ({ name, oldNames, malayalam, district, headquarters, lat, lng });

const hq = (
  name: string,
  malayalam: string,
  district: District,
  lat: number,
  lng: number,
  oldNames: readonly string[] = [],
): KeralaTown => town(name, malayalam, district, lat, lng, oldNames, true);

/**
 * Kerala's district headquarters and main towns with their coordinates (town centre, to about
 * 1 km), north to south within each district's group. Malayalam names of districts follow
 * `malayalam-names.md`.
 */
export const KERALA_TOWNS: readonly KeralaTown[] = [
  hq('Thiruvananthapuram', 'തിരുവനന്തപുരം', 'Thiruvananthapuram', 8.5241, 76.9366, ['Trivandrum']),
  town('Neyyattinkara', 'നെയ്യാറ്റിൻകര', 'Thiruvananthapuram', 8.4, 77.0833),
  town('Attingal', 'ആറ്റിങ്ങൽ', 'Thiruvananthapuram', 8.696, 76.815),
  town('Nedumangad', 'നെടുമങ്ങാട്', 'Thiruvananthapuram', 8.603, 77.002),
  town('Varkala', 'വർക്കല', 'Thiruvananthapuram', 8.7379, 76.7163),
  hq('Kollam', 'കൊല്ലം', 'Kollam', 8.8932, 76.6141, ['Quilon']),
  town('Karunagappally', 'കരുനാഗപ്പള്ളി', 'Kollam', 9.06, 76.535),
  town('Punalur', 'പുനലൂർ', 'Kollam', 9.017, 76.926),
  town('Kottarakkara', 'കൊട്ടാരക്കര', 'Kollam', 9.0, 76.77),
  hq('Pathanamthitta', 'പത്തനംതിട്ട', 'Pathanamthitta', 9.2648, 76.787),
  town('Thiruvalla', 'തിരുവല്ല', 'Pathanamthitta', 9.3835, 76.5741, ['Tiruvalla']),
  town('Adoor', 'അടൂർ', 'Pathanamthitta', 9.155, 76.735),
  town('Ranni', 'റാന്നി', 'Pathanamthitta', 9.385, 76.785),
  hq('Alappuzha', 'ആലപ്പുഴ', 'Alappuzha', 9.4981, 76.3388, ['Alleppey']),
  town('Cherthala', 'ചേർത്തല', 'Alappuzha', 9.684, 76.336, ['Shertallai']),
  town('Kayamkulam', 'കായംകുളം', 'Alappuzha', 9.1748, 76.5013),
  town('Haripad', 'ഹരിപ്പാട്', 'Alappuzha', 9.287, 76.458),
  town('Chengannur', 'ചെങ്ങന്നൂർ', 'Alappuzha', 9.318, 76.611),
  hq('Kottayam', 'കോട്ടയം', 'Kottayam', 9.5916, 76.5222),
  town('Changanassery', 'ചങ്ങനാശ്ശേരി', 'Kottayam', 9.444, 76.541, ['Changanacherry']),
  town('Pala', 'പാലാ', 'Kottayam', 9.713, 76.683, ['Palai']),
  town('Vaikom', 'വൈക്കം', 'Kottayam', 9.749, 76.393),
  hq('Painavu', 'പൈനാവ്', 'Idukki', 9.847, 76.94),
  town('Thodupuzha', 'തൊടുപുഴ', 'Idukki', 9.8959, 76.7184),
  town('Kattappana', 'കട്ടപ്പന', 'Idukki', 9.75, 77.117),
  town('Munnar', 'മൂന്നാർ', 'Idukki', 10.0889, 77.0595),
  town('Adimali', 'അടിമാലി', 'Idukki', 10.013, 76.953),
  hq('Ernakulam', 'എറണാകുളം', 'Ernakulam', 9.9816, 76.2999, ['Kochi', 'Cochin']),
  town('Fort Kochi', 'ഫോർട്ട് കൊച്ചി', 'Ernakulam', 9.9658, 76.2421, ['Fort Cochin']),
  town('Kakkanad', 'കാക്കനാട്', 'Ernakulam', 10.0159, 76.3419),
  town('Aluva', 'ആലുവ', 'Ernakulam', 10.1004, 76.357, ['Alwaye']),
  town('Angamaly', 'അങ്കമാലി', 'Ernakulam', 10.196, 76.386),
  town('Perumbavoor', 'പെരുമ്പാവൂർ', 'Ernakulam', 10.11, 76.477),
  town('Muvattupuzha', 'മൂവാറ്റുപുഴ', 'Ernakulam', 9.9894, 76.579),
  hq('Thrissur', 'തൃശ്ശൂർ', 'Thrissur', 10.5276, 76.2144, ['Trichur', 'തൃശൂർ']),
  town('Guruvayur', 'ഗുരുവായൂർ', 'Thrissur', 10.594, 76.041, ['Guruvayoor']),
  town('Kodungallur', 'കൊടുങ്ങല്ലൂർ', 'Thrissur', 10.227, 76.196, ['Cranganore']),
  town('Irinjalakuda', 'ഇരിങ്ങാലക്കുട', 'Thrissur', 10.343, 76.211),
  town('Chalakudy', 'ചാലക്കുടി', 'Thrissur', 10.3, 76.333),
  hq('Palakkad', 'പാലക്കാട്', 'Palakkad', 10.7867, 76.6548, ['Palghat']),
  town('Ottapalam', 'ഒറ്റപ്പാലം', 'Palakkad', 10.77, 76.377),
  town('Shoranur', 'ഷൊർണൂർ', 'Palakkad', 10.76, 76.271, ['Shornur']),
  town('Mannarkkad', 'മണ്ണാർക്കാട്', 'Palakkad', 10.992, 76.461),
  town('Chittur', 'ചിറ്റൂർ', 'Palakkad', 10.699, 76.746),
  hq('Malappuram', 'മലപ്പുറം', 'Malappuram', 11.051, 76.0711),
  town('Manjeri', 'മഞ്ചേരി', 'Malappuram', 11.12, 76.12),
  town('Perinthalmanna', 'പെരിന്തൽമണ്ണ', 'Malappuram', 10.976, 76.225),
  town('Kottakkal', 'കോട്ടക്കൽ', 'Malappuram', 10.999, 76.0),
  town('Tirur', 'തിരൂർ', 'Malappuram', 10.914, 75.921),
  town('Ponnani', 'പൊന്നാനി', 'Malappuram', 10.767, 75.925),
  hq('Kozhikode', 'കോഴിക്കോട്', 'Kozhikode', 11.2588, 75.7804, ['Calicut']),
  town('Vadakara', 'വടകര', 'Kozhikode', 11.608, 75.591, ['Badagara']),
  town('Koyilandy', 'കൊയിലാണ്ടി', 'Kozhikode', 11.439, 75.695, ['Quilandy']),
  town('Feroke', 'ഫറോക്ക്', 'Kozhikode', 11.18, 75.84),
  hq('Kalpetta', 'കൽപ്പറ്റ', 'Wayanad', 11.6085, 76.083),
  town('Sulthan Bathery', 'സുൽത്താൻ ബത്തേരി', 'Wayanad', 11.663, 76.258, ['Sultan Battery']),
  town('Mananthavady', 'മാനന്തവാടി', 'Wayanad', 11.801, 76.004),
  hq('Kannur', 'കണ്ണൂർ', 'Kannur', 11.8745, 75.3704, ['Cannanore']),
  town('Thalassery', 'തലശ്ശേരി', 'Kannur', 11.748, 75.492, ['Tellicherry']),
  town('Taliparamba', 'തളിപ്പറമ്പ്', 'Kannur', 12.038, 75.36),
  town('Payyanur', 'പയ്യന്നൂർ', 'Kannur', 12.1, 75.2),
  hq('Kasaragod', 'കാസർഗോഡ്', 'Kasaragod', 12.4996, 74.9869, ['Kasargod', 'കാസറഗോഡ്']),
  town('Kanhangad', 'കാഞ്ഞങ്ങാട്', 'Kasaragod', 12.308, 75.097),
  town('Nileshwaram', 'നീലേശ്വരം', 'Kasaragod', 12.259, 75.136, ['Nileshwar']),
];
