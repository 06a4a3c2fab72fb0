import { describeFuzz } from './support/fuzz-suite.js';

// The quick fuzz (npm test): a few hundred requests per database, every operation several times.
describeFuzz('the quick fuzz of every operation', 400, 1_202);
