/**
 * English texts of decision 044 on the healer's side, kept beside `account.ts` (which includes them as
 * `leave` and `confirm`): the leave editor both healer forms share, and the healer's "Are your
 * details still right?" card.
 */
export const enAccountLeave = {
  hint: 'Days you are away from the clinic, first and last day included. Patients see current and upcoming leave on your page; leave that has ended drops off by itself.',
  hintAdmin:
    "Days the healer is away from the clinic, first and last day included. Patients see current and upcoming leave on the healer's page; leave that has ended drops off by itself.",
  empty: 'No leave planned.',
  period: 'Leave {number}',
  from: 'First day',
  to: 'Last day',
  note: 'Note (optional)',
  notePlaceholder: 'e.g. Family function',
  add: 'Add leave',
  remove: 'Remove',
  removeLabel: 'Remove leave {number}',
  limit: 'At most 12 periods of leave.',
  dateRequired: 'Please choose a date',
} as const;

export const enAccountConfirm = {
  title: 'Are your details still right?',
  body: 'Patients trust a listing that was checked recently. Look over your details below, and tell us if they are still right.',
  button: 'Yes, they are right',
  confirming: 'Confirming…',
  done: 'Thank you: your details are confirmed.',
  failed: 'Could not confirm your details. Please try again.',
  confirmedOn: 'Details confirmed {date}',
  reportedTitle: 'A patient reported a problem',
  reportedBody:
    'The federation still has an open report about your listing: {reasons}. Are your details right all the same?',
  reportedYes: 'Yes, they are right',
  reportedCheck: 'Let me check first',
} as const;
