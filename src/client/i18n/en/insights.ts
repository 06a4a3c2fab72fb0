/**
 * English texts of the insights (decision 052): the admin dashboard's section (`admin.insights`)
 * and the healer's card (`account.insights`).
 */
const enChart = {
  profileViews: 'Profile views',
  bookingOpens: 'Booking messages started',
  showTable: 'Show as a table',
  date: 'Date',
  summary:
    '{views} profile views and {bookings} booking messages started from {from} to {to}; the busiest day was {peakDate} with {peak} views.',
  loading: 'Loading the figures…',
  failed: 'Could not load the figures',
};

export const enAdminInsights = {
  ...enChart,
  title: 'Insights',
  description:
    'What patients did on the directory. Counts only: no cookies, no IP addresses, nobody identified.',
  period: 'Period',
  last30: 'Last 30 days',
  last90: 'Last 90 days',
  totalsLabel: 'Totals for the period',
  calls: 'Calls',
  directions: 'Directions',
  shares: 'Shares',
  topHealers: 'Most viewed healers',
  leastViewed: 'Least viewed healers',
  leastViewedHint:
    'Active healers patients rarely open: a photo, timings or a clearer specialty may help.',
  healer: 'Healer',
  noViews: 'No profile views in this period yet.',
  emptySearches: 'Searches that found no healer',
  emptySearchesHint:
    'Where patients look and find nobody: the places and treatments to recruit healers for.',
  query: 'Search',
  district: 'District',
  anyDistrict: 'Any district',
  noWords: '(no words)',
  times: 'Times',
  noEmptySearches: 'No search came up empty in this period.',
  otherSearches: 'Other searches (beyond 500 different ones a day)',
};

export const enAccountInsights = {
  ...enChart,
  title: 'Your profile in the last 30 days',
  thisMonth: 'Last 30 days: {views} profile views, {bookings} booking messages started',
  hint: 'Keeping your timings, photo and leave up to date brings patients.',
};
