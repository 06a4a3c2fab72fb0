/** Healer titles; display order puts Acu Hr., Dr and Prof first, then Mr, Mrs and Ms. */
export const TITLES = ['Acu Hr.', 'Dr', 'Prof', 'Mr', 'Mrs', 'Ms'] as const;

export type Title = (typeof TITLES)[number];

export const DEFAULT_TITLE: Title = 'Acu Hr.';
