/**
 * Malayalam for every validation and error message a visitor, healer or admin can be shown:
 * the messages of `src/shared/schemas/` and the server's replies (spec §8), keyed by the exact
 * English text until the schemas carry message keys (issue 12); the lead re-keys it then.
 * Messages for developers (API parameter errors, environment variables) stay English.
 */
export const mlValidation: Readonly<Record<string, string>> = {
  // Sign-in, passwords and phones (schemas/auth.ts, schemas/user.ts, server).
  'Email or phone is required': 'ഇമെയിലോ ഫോൺ നമ്പറോ നൽകണം',
  'Password is required': 'പാസ്‌വേഡ് നൽകണം',
  'Phone number is required': 'ഫോൺ നമ്പർ നൽകണം',
  'Phone number must be 10 digits or less': 'ഫോൺ നമ്പറിൽ പരമാവധി 10 അക്കങ്ങൾ',
  'Phone number must contain only digits': 'ഫോൺ നമ്പറിൽ അക്കങ്ങൾ മാത്രമേ പാടുള്ളൂ',
  'Phone number must be at least 10 digits': 'ഫോൺ നമ്പറിൽ കുറഞ്ഞത് 10 അക്കങ്ങൾ വേണം',
  'Phone number must be 15 digits or less': 'ഫോൺ നമ്പറിൽ പരമാവധി 15 അക്കങ്ങൾ',
  'Please fill in all fields': 'എല്ലാ വിവരങ്ങളും പൂരിപ്പിക്കുക',
  'Current password is required': 'ഇപ്പോഴത്തെ പാസ്‌വേഡ് നൽകണം',
  'New password must be at least 6 characters': 'പുതിയ പാസ്‌വേഡിൽ കുറഞ്ഞത് 6 അക്ഷരങ്ങൾ വേണം',
  'Password must be at least 6 characters': 'പാസ്‌വേഡിൽ കുറഞ്ഞത് 6 അക്ഷരങ്ങൾ വേണം',
  'Valid email is required': 'ശരിയായ ഇമെയിൽ വിലാസം നൽകണം',
  'Valid email required': 'ശരിയായ ഇമെയിൽ നൽകണം',
  'Valid phone number is required': 'ശരിയായ ഫോൺ നമ്പർ നൽകണം',
  'Please enter at least one field to update': 'മാറ്റാനുള്ള ഒരു വിവരമെങ്കിലും നൽകുക',
  'Current password is incorrect': 'ഇപ്പോഴത്തെ പാസ്‌വേഡ് തെറ്റാണ്',
  'New password must not be your phone number': 'പുതിയ പാസ്‌വേഡ് നിങ്ങളുടെ ഫോൺ നമ്പർ ആകരുത്',
  'New password must not be your sign-in code': 'പുതിയ പാസ്‌വേഡ് നിങ്ങൾക്ക് ലഭിച്ച ലോഗിൻ കോഡ് ആകരുത്',
  'This phone number is already used by another healer': 'ഈ ഫോൺ നമ്പർ മറ്റൊരു ഹീലർ ഉപയോഗിക്കുന്നുണ്ട്',
  'A healer with this phone number already exists': 'ഈ ഫോൺ നമ്പറുള്ള ഒരു ഹീലർ ഇതിനകം ഉണ്ട്',
  'Invalid credentials': 'ലോഗിൻ വിവരങ്ങൾ തെറ്റാണ്',
  'Invalid phone number or password': 'ഫോൺ നമ്പറോ പാസ്‌വേഡോ തെറ്റാണ്',
  'Too many attempts. Please try again later.': 'വളരെയധികം ശ്രമങ്ങൾ. അൽപ്പസമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കൂ.',
  'Admin authentication required': 'അഡ്മിൻ ലോഗിൻ ആവശ്യമാണ്',
  'Admin access required': 'ഇതിന് അഡ്മിൻ അനുമതി ആവശ്യമാണ്',
  'The user changed meanwhile; please try again': 'ഇതിനിടെ ഈ ഉപയോക്താവിന്റെ വിവരങ്ങൾ മാറി; വീണ്ടും ശ്രമിക്കൂ',

  // Healer, team member, service and holiday records.
  'Name is required': 'പേര് നൽകണം',
  'At least one title is required': 'ഒരു സ്ഥാനപ്പേരെങ്കിലും തിരഞ്ഞെടുക്കണം',
  'District is required': 'ജില്ല തിരഞ്ഞെടുക്കണം',
  'Pincode is required': 'പിൻകോഡ് നൽകണം',
  'Rating must be between 0 and 5': 'റേറ്റിംഗ് 0-നും 5-നും ഇടയിലായിരിക്കണം',
  'Role is required': 'സ്ഥാനം തിരഞ്ഞെടുക്കണം',
  'Service name is required': 'സേവനത്തിന്റെ പേര് നൽകണം',
  'A service with this name already exists': 'ഈ പേരിൽ ഒരു സേവനം ഇതിനകം ഉണ്ട്',
  'Holiday name is required': 'അവധിയുടെ പേര് നൽകണം',
  'Time must be HH:MM': 'സമയം HH:MM രൂപത്തിൽ നൽകണം',
  'Date must be YYYY-MM-DD': 'തീയതി YYYY-MM-DD രൂപത്തിൽ നൽകണം',
  'Search text is too long': 'തിരയുന്ന വാക്കുകൾ വളരെ നീളം കൂടിയതാണ്',
  'Invalid input': 'നൽകിയ വിവരങ്ങൾ ശരിയല്ല',
  'Healer not found': 'ഹീലറെ കണ്ടെത്തിയില്ല',
  'Team member not found': 'സമിതി അംഗത്തെ കണ്ടെത്തിയില്ല',
  'Service not found': 'സേവനം കണ്ടെത്തിയില്ല',
  'User not found': 'ഉപയോക്താവിനെ കണ്ടെത്തിയില്ല',
  'Admin not found': 'അഡ്മിനെ കണ്ടെത്തിയില്ല',

  // Photos.
  'Please select a valid image file': 'ശരിയായ ഒരു ചിത്ര ഫയൽ തിരഞ്ഞെടുക്കുക',
  'Photo must be less than 5MB': 'ഫോട്ടോ 5MB-യിൽ താഴെയായിരിക്കണം',
  'File size must be less than 5MB': 'ഫയൽ 5MB-യിൽ താഴെയായിരിക്കണം',
  'Image dimensions are too large': 'ചിത്രത്തിന്റെ വലിപ്പം (അളവുകൾ) വളരെ കൂടുതലാണ്',
  'Please upload the photo with Upload Photo': '"ഫോട്ടോ അപ്‌ലോഡ് ചെയ്യുക" ഉപയോഗിച്ച് ഫോട്ടോ അപ്‌ലോഡ് ചെയ്യുക',
  'Photo not found': 'ഫോട്ടോ കണ്ടെത്തിയില്ല',
  'Too many uploads. Please try again later.': 'വളരെയധികം അപ്‌ലോഡുകൾ. അൽപ്പസമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കൂ.',
  'Too many searches. Please wait a moment and try again.':
    'വളരെയധികം തിരയലുകൾ. ഒരു നിമിഷം കാത്തിരുന്ന് വീണ്ടും ശ്രമിക്കൂ.',

  // Booking form (schemas/booking.ts).
  'Patient name is required': 'രോഗിയുടെ പേര് നൽകണം',
  'Age is required': 'പ്രായം നൽകണം',
  'Sex is required': 'ലിംഗം തിരഞ്ഞെടുക്കണം',
  'Preferred date cannot be in the past': 'കഴിഞ്ഞുപോയ ഒരു തീയതി തിരഞ്ഞെടുക്കാനാവില്ല',
  'Clinic is closed on this day': 'ഈ ദിവസം ക്ലിനിക് അവധിയാണ്',
  'Closed today': 'ഇന്ന് അവധി',
  'The clinic is closed on the selected date. Please choose a different day or contact the practitioner for special arrangements.':
    'തിരഞ്ഞെടുത്ത ദിവസം ക്ലിനിക് അവധിയാണ്. മറ്റൊരു ദിവസം തിരഞ്ഞെടുക്കുകയോ പ്രത്യേക ക്രമീകരണത്തിനായി ഹീലറെ ബന്ധപ്പെടുകയോ ചെയ്യൂ.',
  'The selected time is outside clinic hours. The practitioner may not be available at this time. Please consider booking during clinic hours for better availability.':
    'തിരഞ്ഞെടുത്ത സമയം ക്ലിനിക് സമയത്തിനു പുറത്താണ്. ആ സമയത്ത് ഹീലർ ലഭ്യമായേക്കില്ല. ക്ലിനിക് സമയത്തിനുള്ളിൽ ബുക്ക് ചെയ്യുന്നതാണ് നല്ലത്.',
  'WhatsApp booking is not available for this healer.': 'ഈ ഹീലർക്ക് വാട്സ്ആപ്പ് ബുക്കിംഗ് ലഭ്യമല്ല.',

  // Contact form (schemas/contact.ts).
  'Missing Information': 'വിവരങ്ങൾ പൂർണ്ണമല്ല',
  'Please fill in all required fields (First Name, Email, Subject, and Message).':
    'ആവശ്യമായ എല്ലാ വിവരങ്ങളും (പേര്, ഇമെയിൽ, വിഷയം, സന്ദേശം) പൂരിപ്പിക്കുക.',
  'Invalid Email': 'ഇമെയിൽ ശരിയല്ല',
  'Please enter a valid email address.': 'ശരിയായ ഒരു ഇമെയിൽ വിലാസം നൽകുക.',
  'Contact Unavailable': 'ബന്ധപ്പെടൽ ലഭ്യമല്ല',
  'WhatsApp contact is not set up yet. Please try again later.':
    'വാട്സ്ആപ്പ് നമ്പർ ഇതുവരെ ക്രമീകരിച്ചിട്ടില്ല. അൽപ്പസമയത്തിനു ശേഷം വീണ്ടും ശ്രമിക്കൂ.',
  'Failed to create WhatsApp link. Please try again.': 'വാട്സ്ആപ്പ് ലിങ്ക് തയ്യാറാക്കാനായില്ല. വീണ്ടും ശ്രമിക്കൂ.',

  // Server replies shown as toasts.
  'Logged in successfully': 'ലോഗിൻ ചെയ്തു',
  'Logged out successfully': 'ലോഗൗട്ട് ചെയ്തു',
  'Password changed successfully': 'പാസ്‌വേഡ് മാറ്റി',
  'Profile updated successfully': 'പ്രൊഫൈൽ പുതുക്കി',
  'Healer deleted successfully': 'ഹീലറെ നീക്കം ചെയ്തു',
  'Service deleted successfully': 'സേവനം നീക്കം ചെയ്തു',
  'Team member deleted successfully': 'സമിതി അംഗത്തെ നീക്കം ചെയ്തു',
  'Not found': 'കണ്ടെത്തിയില്ല',
  'Internal server error': 'സെർവറിൽ ഒരു പിശക് സംഭവിച്ചു',
  'Cross-site request refused': 'മറ്റൊരു സൈറ്റിൽ നിന്നുള്ള അഭ്യർത്ഥന നിരസിച്ചു',
  'Request body is too large': 'അയച്ച വിവരങ്ങൾ വളരെ വലുതാണ്',
};
