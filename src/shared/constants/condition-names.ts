/**
 * What patients call the conditions acupuncture healers in Kerala treat: one row per condition,
 * its English names and common synonyms (with Manglish, Malayalam typed in Latin letters), then
 * its Malayalam names (DESIGN §5, "Patients' own words"). A search word that names a row also
 * looks for every other name in that row, so 'നടുവേദന' finds a healer whose specialty says
 * 'Back and joint pain' and 'migraine' one who wrote 'ചെന്നിക്കുത്ത്'.
 *
 * How a name is matched (`shared/domain/condition-names.ts`): every word of it must be in the
 * healer's text, in any order, at the start of a word there: 'pain' finds 'painful' but not
 * 'Spain', a Malayalam stem ('പ്രമേഹ') finds every form of the word ('പ്രമേഹരോഗം'), and
 * 'ടെൻഷൻ' (stress) does not find 'ഹൈപ്പർടെൻഷൻ'. Words that would find another condition are
 * left out: 'സമ്മർദ്ദം' alone (also 'രക്ത സമ്മർദ്ദം', blood pressure), 'വാതം' alone (also
 * 'തളർ വാതം', paralysis), 'തല' (head, and the start of 'തലശ്ശേരി'); their longer names stay.
 * A name may sit in several rows (a broader name beside narrower ones: 'joint pain' with knee,
 * shoulder and arthritis); a search word takes every row that holds it, one step only.
 *
 * Malayalam names are those people in Kerala write, the common spelling first.
 */
export interface ConditionRow {
  /** English names, synonyms and Manglish, lower case. */
  readonly english: readonly string[];
  /** Malayalam names, common spellings and stems. */
  readonly malayalam: readonly string[];
}

export const CONDITION_ROWS: readonly ConditionRow[] = [
  {
    english: [
      'back pain',
      'backache',
      'back ache',
      'low back pain',
      'lumbago',
      'sciatica',
      'disc prolapse',
      'slip disc',
      'slipped disc',
      'lumbar spondylosis',
      'spondylosis',
      'naduvedana',
      'nadu vedana',
    ],
    malayalam: ['നടുവേദന', 'നടു വേദന', 'പുറംവേദന', 'പുറം വേദന', 'സയാറ്റിക്ക', 'ഡിസ്ക് തള്ളൽ', 'സ്പോണ്ടിലോസിസ്'],
  },
  {
    english: [
      'neck pain',
      'stiff neck',
      'cervical spondylosis',
      'spondylosis',
      'cervical pain',
      'kazhuthu vedana',
    ],
    malayalam: ['കഴുത്തുവേദന', 'കഴുത്ത് വേദന', 'സ്പോണ്ടിലോസിസ്'],
  },
  {
    english: ['knee pain', 'joint pain', 'muttu vedana'],
    malayalam: ['മുട്ടുവേദന', 'മുട്ട് വേദന', 'കാൽമുട്ട് വേദന', 'കാൽമുട്ടുവേദന'],
  },
  {
    english: [
      'frozen shoulder',
      'shoulder pain',
      'stiff shoulder',
      'periarthritis',
      'joint pain',
      'tholu vedana',
    ],
    malayalam: ['തോൾവേദന', 'തോൾ വേദന', 'തോളുവേദന', 'ഫ്രോസൺ ഷോൾഡർ'],
  },
  {
    english: ['elbow pain', 'tennis elbow', 'joint pain'],
    malayalam: ['കൈമുട്ട് വേദന', 'കൈമുട്ടുവേദന'],
  },
  {
    english: [
      'joint pain',
      'arthritis',
      'osteoarthritis',
      'rheumatoid arthritis',
      'rheumatism',
      'vatham',
      'sandhivatham',
      'sandhi vedana',
    ],
    malayalam: ['സന്ധിവേദന', 'സന്ധി വേദന', 'സന്ധിവാതം', 'ആമവാതം', 'വാതരോഗം'],
  },
  {
    english: ['gout', 'uric acid', 'joint pain'],
    malayalam: ['യൂറിക് ആസിഡ്', 'ഗൗട്ട്'],
  },
  {
    english: ['heel pain', 'heel spur', 'plantar fasciitis', 'upputti vedana'],
    malayalam: ['ഉപ്പൂറ്റി വേദന', 'ഉപ്പൂറ്റിവേദന'],
  },
  {
    english: ['muscle pain', 'muscle cramp', 'cramps', 'sprain', 'sports injury'],
    malayalam: ['പേശിവേദന', 'പേശി വേദന', 'ഉളുക്ക്', 'കോച്ചിപ്പിടുത്തം'],
  },
  {
    english: ['pain', 'body pain', 'body ache', 'chronic pain', 'vedana'],
    malayalam: ['വേദന', 'ശരീരവേദന', 'ദേഹവേദന'],
  },
  {
    english: [
      'migraine',
      'migraines',
      'headache',
      'headaches',
      'head ache',
      'thalavedana',
      'chennikuthu',
    ],
    malayalam: ['മൈഗ്രെയ്ൻ', 'മൈഗ്രെയിൻ', 'മൈഗ്രേൻ', 'മൈഗ്രൈൻ', 'ചെന്നിക്കുത്ത്', 'കൊടിഞ്ഞി', 'തലവേദന'],
  },
  {
    english: ['vertigo', 'dizziness', 'giddiness', 'thalakarakkam'],
    malayalam: ['തലകറക്കം'],
  },
  {
    english: [
      'paralysis',
      'stroke',
      'hemiplegia',
      'facial palsy',
      "bell's palsy",
      'palsy',
      'pakshaghatham',
      'thalarvatham',
    ],
    malayalam: ['പക്ഷാഘാതം', 'തളർവാതം', 'സ്ട്രോക്ക്', 'മുഖം കോടൽ', 'മുഖം കോടിപ്പോകൽ'],
  },
  {
    english: ['numbness', 'tingling', 'neuropathy', 'nerve pain'],
    malayalam: ['മരവിപ്പ്', 'തരിപ്പ്', 'ഞരമ്പുവേദന', 'ന്യൂറോപ്പതി'],
  },
  {
    english: ['insomnia', 'sleeplessness', 'sleep', 'urakkamillayma'],
    malayalam: ['ഉറക്കമില്ലായ്മ', 'ഉറക്കക്കുറവ്', 'ഉറക്കം'],
  },
  {
    english: ['stress', 'anxiety', 'tension', 'depression', 'mental health'],
    malayalam: ['മാനസിക സമ്മർദ്ദം', 'ടെൻഷൻ', 'ഉത്കണ്ഠ', 'വിഷാദം', 'പിരിമുറുക്കം'],
  },
  {
    english: ['addiction', 'de-addiction', 'smoking', 'alcoholism'],
    malayalam: ['ലഹരിമുക്തി', 'ലഹരി വിമുക്തി', 'പുകവലി', 'മദ്യപാനം'],
  },
  {
    english: ['fatigue', 'tiredness', 'weakness'],
    malayalam: ['ക്ഷീണം', 'തളർച്ച'],
  },
  {
    english: ['diabetes', 'diabetic', 'sugar', 'blood sugar', 'lifestyle disease', 'prameham'],
    malayalam: ['പ്രമേഹം', 'പ്രമേഹ', 'ഷുഗർ', 'ജീവിതശൈലീരോഗ'],
  },
  {
    english: [
      'blood pressure',
      'hypertension',
      'high bp',
      'bp',
      'lifestyle disease',
      'raktha sammardam',
    ],
    malayalam: ['രക്തസമ്മർദ്ദം', 'രക്തസമ്മർദം', 'രക്താതിസമ്മർദ്ദം', 'ബിപി', 'ബ്ലഡ് പ്രഷർ', 'ഹൈപ്പർടെൻഷൻ'],
  },
  {
    english: ['cholesterol', 'lifestyle disease'],
    malayalam: ['കൊളസ്ട്രോൾ'],
  },
  {
    english: [
      'obesity',
      'overweight',
      'weight loss',
      'weight reduction',
      'lifestyle',
      'amithavannam',
    ],
    malayalam: ['അമിതവണ്ണം', 'പൊണ്ണത്തടി', 'തടി കുറയ്ക്കൽ', 'ശരീരഭാരം', 'ജീവിതശൈലീരോഗ'],
  },
  {
    english: [
      'thyroid',
      'hypothyroidism',
      'hyperthyroidism',
      'goitre',
      'goiter',
      'hormonal imbalance',
    ],
    malayalam: ['തൈറോയ്ഡ്', 'തൈറോയിഡ്', 'ഗോയിറ്റർ', 'ഹോർമോൺ'],
  },
  {
    english: ['infertility', 'fertility', "women's health", 'vandhyatha'],
    malayalam: ['വന്ധ്യത', 'ഗർഭധാരണ'],
  },
  {
    english: [
      'menstrual problems',
      'menstrual pain',
      'period pain',
      'irregular periods',
      'periods',
      'menses',
      'dysmenorrhea',
      "women's health",
      'masamura',
    ],
    malayalam: ['ആർത്തവ', 'ആർത്തവം', 'ആർത്തവ പ്രശ്നങ്ങൾ', 'ആർത്തവ വേദന', 'മാസമുറ'],
  },
  {
    english: ['pcos', 'pcod', 'polycystic ovary', "women's health", 'hormonal imbalance'],
    malayalam: ['പിസിഒഡി', 'പിസിഒഎസ്'],
  },
  {
    english: ["women's health", 'womens health', 'gynaecology', 'gynecology'],
    malayalam: ['സ്ത്രീരോഗ', 'സ്ത്രീകളുടെ ആരോഗ്യം'],
  },
  {
    english: [
      'asthma',
      'wheezing',
      'breathlessness',
      'breathing difficulty',
      'bronchitis',
      'shwasamuttu',
      'valivu',
    ],
    malayalam: ['ആസ്ത്മ', 'ആസ്മ', 'ശ്വാസംമുട്ട', 'ശ്വാസം മുട്ട', 'വലിവ്', 'ശ്വാസതടസ്സം'],
  },
  {
    english: ['sinus', 'sinusitis', 'nasal congestion', 'cold', 'neerirakkam'],
    malayalam: ['സൈനസ്', 'സൈനസൈറ്റിസ്', 'നീരിറക്കം', 'മൂക്കടപ്പ്', 'ജലദോഷം'],
  },
  {
    english: ['allergy', 'allergies', 'allergic', 'sneezing', 'alarji'],
    malayalam: ['അലർജി', 'തുമ്മൽ'],
  },
  {
    english: [
      'skin disease',
      'skin',
      'eczema',
      'psoriasis',
      'acne',
      'dermatitis',
      'itching',
      'urticaria',
    ],
    malayalam: [
      'ത്വക്ക് രോഗം',
      'ത്വക്ക്',
      'ത്വക്രോഗ',
      'ചർമ്മ',
      'ചർമ',
      'സോറിയാസിസ്',
      'എക്സിമ',
      'കരപ്പൻ',
      'ചൊറിച്ചിൽ',
      'മുഖക്കുരു',
    ],
  },
  {
    english: ['hair loss', 'hair fall', 'alopecia', 'dandruff', 'mudi kozhichil'],
    malayalam: ['മുടികൊഴിച്ചിൽ', 'മുടി കൊഴിച്ചിൽ', 'താരൻ'],
  },
  {
    english: [
      'gastric',
      'gastritis',
      'gas trouble',
      'acidity',
      'acid reflux',
      'heartburn',
      'indigestion',
      'ulcer',
      'stomach pain',
      'digestive',
      'digestion',
      'ibs',
      'irritable bowel',
    ],
    malayalam: [
      'ഗ്യാസ്',
      'ഗ്യാസ്ട്രബിൾ',
      'അസിഡിറ്റി',
      'നെഞ്ചെരിച്ചിൽ',
      'ദഹനക്കേട്',
      'ദഹന',
      'അൾസർ',
      'വയറുവേദന',
      'വയറ് വേദന',
    ],
  },
  {
    english: ['constipation', 'digestive', 'malabandham'],
    malayalam: ['മലബന്ധം'],
  },
  {
    english: ['piles', 'haemorrhoids', 'hemorrhoids', 'fissure', 'fistula', 'moolakkuru'],
    malayalam: ['പൈൽസ്', 'മൂലക്കുരു', 'അർശസ്സ്'],
  },
  {
    english: ['kidney stone', 'kidney stones', 'renal calculi', 'urinary stone'],
    malayalam: ['മൂത്രത്തിൽ കല്ല്', 'വൃക്കയിലെ കല്ല്', 'കിഡ്നി സ്റ്റോൺ', 'മൂത്രക്കല്ല്'],
  },
  {
    english: ['urinary problems', 'urine infection', 'urinary infection', 'prostate'],
    malayalam: ['മൂത്രാശയ', 'മൂത്രത്തിൽ പഴുപ്പ്', 'പ്രോസ്റ്റേറ്റ്'],
  },
  {
    english: ['varicose veins', 'varicose'],
    malayalam: ['വെരിക്കോസ്', 'ഞരമ്പ് തടിപ്പ്'],
  },
];
