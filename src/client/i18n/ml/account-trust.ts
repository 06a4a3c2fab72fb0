import type { enAccountConfirm, enAccountLeave } from '../en/account-trust.js';
import type { Widen } from '../messages.js';

/** Malayalam for `en/account-trust.ts`: the leave editor and the "still right?" card. */
export const mlAccountLeave = {
  hint: 'നിങ്ങൾ ക്ലിനിക്കിൽ ഇല്ലാത്ത ദിവസങ്ങൾ, ആദ്യത്തെയും അവസാനത്തെയും ദിവസം ഉൾപ്പെടെ. ഇപ്പോഴുള്ളതും വരാനിരിക്കുന്നതുമായ അവധികൾ രോഗികൾ നിങ്ങളുടെ പേജിൽ കാണും; കഴിഞ്ഞുപോയ അവധികൾ തനിയെ മാറും.',
  hintAdmin:
    'ഹീലർ ക്ലിനിക്കിൽ ഇല്ലാത്ത ദിവസങ്ങൾ, ആദ്യത്തെയും അവസാനത്തെയും ദിവസം ഉൾപ്പെടെ. ഇപ്പോഴുള്ളതും വരാനിരിക്കുന്നതുമായ അവധികൾ രോഗികൾ ഹീലറുടെ പേജിൽ കാണും; കഴിഞ്ഞുപോയ അവധികൾ തനിയെ മാറും.',
  empty: 'അവധികളൊന്നും ചേർത്തിട്ടില്ല.',
  period: 'അവധി {number}',
  from: 'ആദ്യ ദിവസം',
  to: 'അവസാന ദിവസം',
  note: 'കുറിപ്പ് (ആവശ്യമെങ്കിൽ)',
  notePlaceholder: 'ഉദാ. കുടുംബത്തിലെ ചടങ്ങ്',
  add: 'അവധി ചേർക്കുക',
  remove: 'നീക്കം ചെയ്യുക',
  removeLabel: 'അവധി {number} നീക്കം ചെയ്യുക',
  limit: 'പരമാവധി 12 അവധികൾ ചേർക്കാം.',
  dateRequired: 'ഒരു തീയതി തിരഞ്ഞെടുക്കുക',
} satisfies Widen<typeof enAccountLeave>;

export const mlAccountConfirm = {
  title: 'നിങ്ങളുടെ വിവരങ്ങൾ ഇപ്പോഴും ശരിയാണോ?',
  body: 'അടുത്തിടെ ഉറപ്പാക്കിയ വിവരങ്ങളാണ് രോഗികൾ കൂടുതൽ വിശ്വസിക്കുക. താഴെയുള്ള വിവരങ്ങൾ ഒന്നു നോക്കി, ഇപ്പോഴും ശരിയാണെങ്കിൽ ഞങ്ങളെ അറിയിക്കുക.',
  button: 'അതെ, എല്ലാം ശരിയാണ്',
  confirming: 'ഉറപ്പാക്കുന്നു…',
  done: 'നന്ദി: നിങ്ങളുടെ വിവരങ്ങൾ ഉറപ്പാക്കി.',
  failed: 'വിവരങ്ങൾ ഉറപ്പാക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.',
  confirmedOn: 'വിവരങ്ങൾ ഉറപ്പാക്കിയത്: {date}',
} satisfies Widen<typeof enAccountConfirm>;
