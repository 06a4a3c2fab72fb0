import { useIsFetching } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { LIMITS } from '../../shared/constants/limits.js';
import { nearSection } from '../components/near-section.js';
import { normaliseSearchFilters } from '../features/healers/api/search-healers.js';
import { HealersSection } from '../features/healers/components/healers-section.js';
import { NearMeControl, useSortedFrom } from '../features/healers/components/near-me-control.js';
import {
  EMPTY_SEARCH,
  SearchPanel,
  type SearchValues,
} from '../features/healers/components/search-panel.js';
import {
  cardToRestore,
  rememberCard,
  useFiltersInAddress,
} from '../features/healers/directory-address.js';
import { nearParam, useNearMe } from '../features/healers/hooks/use-near-me.js';
import { FeatureCards } from '../features/home/components/feature-cards.js';
import { Hero } from '../features/home/components/hero.js';
import { usePageTitle } from '../hooks/use-page-title.js';

// Below the healers, so below a phone's first two screens: its code comes as the visitor nears.
// The feature cards are not deferred: their "Show healers near me" is a button that works only
// once hydrated, and a tap on server markup whose code has not arrived is lost (React does not
// replay it); they cost under 1 KB on the wire (decision 036).
const CallToAction = nearSection(
  () => import('../features/home/components/call-to-action.js').then((m) => m.CallToAction),
  () => document.querySelector('section[aria-labelledby="cta-heading"]'),
);

/** The directory: hero with search, the healers, the four features and the call to action. */
export default function HomePage() {
  usePageTitle('home');
  // The search lives in the address (decision 066): Back, reload and a shared link find it.
  const {
    values,
    setValues,
    settled: debounced,
  } = useFiltersInAddress<SearchValues>(EMPTY_SEARCH, LIMITS.searchDebounceMs);
  // The card the stack showed when the visitor left (read once, as the page comes back).
  const [openCard] = useState(cardToRestore);
  const nearMe = useNearMe();
  const sortedFrom = useSortedFrom(nearMe.state, 'results');
  const near = nearMe.state.status === 'on' ? nearParam(nearMe.state.point) : undefined;
  const params = useMemo(
    () => ({ ...normaliseSearchFilters(debounced), ...(near ? { near } : {}) }),
    [debounced, near],
  );
  const searching = useIsFetching({ queryKey: ['/api/healers/search'] }) > 0;
  const findNearby = () => {
    nearMe.locate();
    document.getElementById('search-panel')?.scrollIntoView({ block: 'start' });
  };
  // A search offered after an empty one (decision 067) is typed into the box, as if by hand.
  const suggest = (query: string, near?: boolean) => {
    setValues((current) => ({ ...current, query }));
    if (near) nearMe.locate();
    document.getElementById('search-panel')?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      <Hero>
        <SearchPanel
          values={values}
          onChange={setValues}
          searching={searching}
          nearControl={<NearMeControl nearMe={nearMe} />}
        />
      </Hero>
      <HealersSection
        params={params}
        sortedFrom={sortedFrom}
        openCard={openCard}
        onCardShown={rememberCard}
        onSuggest={suggest}
      />
      <FeatureCards onFindNearby={findNearby} />
      <CallToAction />
    </>
  );
}
