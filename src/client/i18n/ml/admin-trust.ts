import type { enAdminTrust } from '../en/admin-trust.js';
import type { Widen } from '../messages.js';

/** Malayalam for `en/admin-trust.ts`: the healer dialog's verification section. */
export const mlAdminTrust = {
  title: 'ഫെഡറേഷന്റെ പരിശോധന',
  description:
    'ഈ ഹീലറെക്കുറിച്ച് ഫെഡറേഷൻ എന്തെല്ലാം പരിശോധിച്ചു, എപ്പോൾ. പരിശോധിച്ചവയും തീയതിയും രോഗികൾ കാണും; കുറിപ്പ് സ്വകാര്യമായിരിക്കും.',
  current: '{date}-ന് പരിശോധിച്ചു: {checks}',
  none: 'ഇതുവരെ പരിശോധിച്ചിട്ടില്ല.',
  checkedOn: 'പരിശോധിച്ച തീയതി',
  checks: 'പരിശോധിച്ചവ',
  check: {
    membership: 'ഫെഡറേഷൻ അംഗത്വം',
    training: 'പരിശീലന സർട്ടിഫിക്കറ്റ്',
    identity: 'തിരിച്ചറിയൽ രേഖ',
    clinicVisit: 'ക്ലിനിക് സന്ദർശിച്ചു',
  },
  note: 'സ്വകാര്യ കുറിപ്പ്',
  noteHint: 'അഡ്മിൻമാർക്ക് മാത്രമേ ഈ കുറിപ്പ് കാണാനാകൂ.',
  save: 'പരിശോധന സേവ് ചെയ്യുക',
  saving: 'സേവ് ചെയ്യുന്നു…',
  clear: 'പരിശോധന നീക്കുക',
  saved: 'പരിശോധന സേവ് ചെയ്തു',
  cleared: 'പരിശോധന നീക്കി',
  saveFailed: 'പരിശോധന സേവ് ചെയ്യാനായില്ല',
  clearFailed: 'പരിശോധന നീക്കാനായില്ല',
  confirmTitle: 'ഹീലറുമായി ഉറപ്പാക്കൽ',
  confirmHint: 'വിവരങ്ങൾ ശരിയാണെന്ന് ഹീലർ ഫോണിലൂടെയോ നേരിട്ടോ പറഞ്ഞതിനു ശേഷം ഇത് അമർത്തുക.',
  confirmedOn: 'അവസാനം ഉറപ്പാക്കിയത്: {date}',
  neverConfirmed: 'ഇതുവരെ ഉറപ്പാക്കിയിട്ടില്ല.',
  confirm: 'ഹീലറുമായി ഉറപ്പാക്കി',
  confirmed: 'ഹീലറുമായി ഉറപ്പാക്കിയതായി രേഖപ്പെടുത്തി',
  confirmFailed: 'ഉറപ്പാക്കിയതായി രേഖപ്പെടുത്താനായില്ല',
} satisfies Widen<typeof enAdminTrust>;
