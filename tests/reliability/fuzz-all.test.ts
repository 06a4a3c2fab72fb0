import { describeFuzz } from './support/fuzz-suite.js';

// The slow fuzz: 5,000 requests per database (10,000 in all), about 70 per operation each.
describeFuzz('the fuzz of every operation', 5_000, 20_261_202);
