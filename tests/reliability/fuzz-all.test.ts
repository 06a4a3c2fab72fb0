import { describeFuzz } from './support/fuzz-suite.js';

// The slow fuzz: 10,000 requests per database, about 140 per operation.
describeFuzz('the fuzz of every operation', 10_000);
